import { defaultSearchFilters, normalizeFilters, type SearchFilters } from '@/lib/listing-search/filters';
import { filtersSearchParams } from '@/lib/listing-search/query';
import type { ListingItem, MapMarker } from '@/lib/listing-search/types';
import type { PropertiesBlockFilters } from '@/blocks/properties-block/schema';

/** The listing filters an editor sets on a block (the sold-properties map sets a subset). */
export type BlockFilters = Omit<PropertiesBlockFilters, 'limit'>;

/** The block's filters as a full search (the other filters at their defaults). */
export function blockSearchFilters(filters: BlockFilters): SearchFilters {
  return normalizeFilters({
    ...defaultSearchFilters,
    mun: filters.mun ?? [],
    type: filters.type ? [filters.type] : [],
    forSaleForRent: filters.forSaleForRent ?? null,
    open_house: filters.open_house ?? false,
  });
}

/** The search page showing the same listings: the filters go in its query string. */
export function seeAllHref(searchPath: string, filters: PropertiesBlockFilters): string {
  const query = filtersSearchParams(blockSearchFilters(filters)).toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

/** Spec 001: the see-all call to action shows when more than one listing matches. */
export const showsSeeAll = (total: number) => total > 1;

/** Spec 001: a see-more card completes a row of exactly three listings. */
export const showsSeeMoreCard = (listed: number) => listed === 3;

/** Spec 001: below xl only the first two listings show (hidden with CSS, not removed). */
export const VISIBLE_BELOW_XL = 2;

/** Map markers of the listings the block lists, so hovering any of them opens its popup. */
export function markersOf(listings: ListingItem[]): MapMarker[] {
  return listings.map((l) => ({ block_params: { hover_id: String(l.uls), coords: l.coords } }));
}
