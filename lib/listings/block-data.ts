import type { BlockDataSource } from '@/lib/content/block-data-source';
import { cacheTags } from '@/lib/cache/tags';
import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { defaultFilters, type SearchFilters } from './filters';
import { isPropertyType } from './property-types';
import { listingsPage } from './service';
import type { AlertSender, InitialSearchResults, ListingItem } from './types';

/**
 * Cards of the default search in the search page's server HTML: enough to fill the first
 * screen at any width (the browser then loads the map and the first 25, which start with
 * the same listings in the same order, so nothing moves). Listings are loaded by scripts
 * outside the server: the page's `revalidate` keeps them fresh, hence no tag.
 */
export const INITIAL_CARDS = 6;

export const searchResultsBlockData: Record<string, BlockDataSource> = {
  property_search_results_block: {
    fill: async (db, siteId, locale, block) => {
      const page = await listingsPage(db, defaultFilters(), { page: 1, limit: INITIAL_CARDS, locale });
      const initial: InitialSearchResults = { listings: page.propertiesListing, total: page.total, totalExact: page.total_exact };
      return { ...block, fields: { ...block.fields, initial_results: initial, alert_sender: await alertSender(db, siteId, locale) } };
    },
    tags: () => [cacheTags.listings],
  },
};

/**
 * Who a search saved on the search page is attributed to and who its consent names (as the
 * alerts intake does, lib/alerts/save.ts): on a broker's (or team's) site its first broker
 * or team member, by name; on an agency's, the site's name in the page's language.
 */
export async function alertSender(db: Queryable, siteId: string, locale: Locale): Promise<AlertSender> {
  const rows = await db.query<{ name: string; type: string; site_name: Record<string, string> | null; member_id: number | string | null; member_name: string | null }>(
    `select s.name, s.type, s.metadata->'site_name' as site_name,
            m.id as member_id, m.name as member_name
       from sites s
       left join lateral (
         select id, name from members where site_id = s.id and kind in ('broker', 'team') order by position, id limit 1
       ) m on s.type in ('broker', 'team')
      where s.id = $1`,
    [siteId],
  );
  const row = rows[0];
  if (!row) return { name: '', memberId: null };
  if (row.member_id !== null && row.member_name) return { name: row.member_name, memberId: Number(row.member_id) };
  const name = (typeof row.site_name?.[locale] === 'string' && row.site_name[locale].trim()) || row.name;
  return { name, memberId: null };
}

/** Recent sales listed under the sold-properties map, in the server HTML (readable without script). */
export const RECENT_SALES = 6;

/** The sold-properties map block's filters (municipality codes, one property type) as a search. */
function soldFilters(fields: Record<string, unknown>): SearchFilters {
  const filters = (fields.filters ?? {}) as { mun?: unknown; type?: unknown };
  const mun = Array.isArray(filters.mun) ? filters.mun.filter((code): code is string => typeof code === 'string' && /^\d{5}$/.test(code)) : [];
  const type = typeof filters.type === 'string' && isPropertyType(filters.type) ? [filters.type] : [];
  return { ...defaultFilters(), mun, type };
}

export const soldMapBlockData: Record<string, BlockDataSource> = {
  sold_properties_map_block: {
    fill: async (db, _siteId, locale, block) => {
      const fields = (block.fields ?? {}) as Record<string, unknown>;
      const page = await listingsPage(db, soldFilters(fields), { page: 1, limit: RECENT_SALES, locale, status: 'sold' });
      const recent: ListingItem[] = page.propertiesListing;
      return { ...block, fields: { ...fields, recent_sales: recent } };
    },
    tags: () => [cacheTags.listings],
  },
};
