import { defaultFilters, ORDER_BY_VALUES, type OrderBy, type SearchFilters as ListingFilters } from '@/lib/listings/filters';

export type { OrderBy } from '@/lib/listings/filters';

/** The browser's search filters: spec 000 section 3's filters (lib/listings/filters) plus the results' sort order. */
export interface SearchFilters extends ListingFilters {
  /** null: the service default (newest). */
  order_by: OrderBy | null;
}

export const orderByValues: readonly OrderBy[] = ORDER_BY_VALUES;

/** The service's defaults (defined once, in lib/listings/filters) with no explicit order. */
export const defaultSearchFilters: SearchFilters = { ...defaultFilters(), order_by: null };

/** List values are kept sorted, so equal searches give equal URLs and cache keys. */
export function normalizeFilters(filters: SearchFilters): SearchFilters {
  return { ...filters, mun: [...new Set(filters.mun)].sort(), type: [...new Set(filters.type)].sort() };
}
