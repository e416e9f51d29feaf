import type { Queryable } from '@/lib/db/types';
import type { BlockDataSource } from '@/lib/content/block-data-source';
import { cacheTags } from '@/lib/cache/tags';
import { countListings } from '@/lib/listings/service';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import { isPropertyType } from '@/lib/listings/property-types';

/**
 * "Server core data for blocks" (spec 001 section 3): values a block shows that come
 * from the server's own data rather than from the editor, written into the block's
 * fields when the page response is built. Today: the live listing count of each card of
 * a categories slider. The page response is cached by the site's tag, so counts refresh
 * with the page (on publish) and whenever that cache is invalidated.
 */


/** A bound on the cards counted per block: one count query per card. */
const MAX_CATEGORY_CARDS = 24;

async function categoryCounts(db: Queryable, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const items = Array.isArray(fields.categories_repeater) ? (fields.categories_repeater as Record<string, unknown>[]) : [];
  const counted = await Promise.all(
    items.slice(0, MAX_CATEGORY_CARDS).map(async (item) => {
      const type = item?.property_type;
      const deal = item?.forSaleForRent;
      const filters: SearchFilters = {
        ...defaultFilters(),
        type: isPropertyType(type) ? [type] : [],
        forSaleForRent: deal === 'buy' || deal === 'rent' ? deal : null,
      };
      return { ...item, property_count: (await countListings(db, filters)).total };
    }),
  );
  return { ...fields, categories_repeater: [...counted, ...items.slice(MAX_CATEGORY_CARDS)] };
}

/** categories_slider_block: each card's live listing count (refreshed with the page's cache). */
export const listingCountBlockData: Record<string, BlockDataSource> = {
  categories_slider_block: {
    fill: async (db, _siteId, _locale, block) => (block.fields ? { ...block, fields: await categoryCounts(db, block.fields) } : block),
    tags: () => [cacheTags.listings],
  },
};
