import type { BlockDataSource } from '@/lib/cms/block-data-source';
import { cacheTags } from '@/lib/cms/cache-tags';
import { defaultFilters } from './filters';
import { listingsPage } from './service';
import type { InitialSearchResults } from './types';

/**
 * Cards of the default search in the search page's server HTML: enough to fill the first
 * screen at any width (the browser then loads the map and the first 25, which start with
 * the same listings in the same order, so nothing moves). Listings are loaded by scripts
 * outside the server: the page's `revalidate` keeps them fresh, hence no tag.
 */
export const INITIAL_CARDS = 6;

export const searchResultsBlockData: Record<string, BlockDataSource> = {
  property_search_results_block: {
    fill: async (db, _siteId, locale, block) => {
      const page = await listingsPage(db, defaultFilters(), { page: 1, limit: INITIAL_CARDS, locale });
      const initial: InitialSearchResults = { listings: page.propertiesListing, total: page.total, totalExact: page.total_exact };
      return { ...block, fields: { ...block.fields, initial_results: initial } };
    },
    tags: () => [cacheTags.listings],
  },
};
