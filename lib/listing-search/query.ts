import { filtersToQuery, parseSearchParams } from '@/lib/listings/filters';
import type { SearchFilters } from '@/lib/listing-search/filters';

/**
 * URL <-> filters for the browser. The parsing and serialising rules live with the
 * listings service (lib/listings/filters.ts) so the API and the pages agree; this module
 * only adds the sort order, which the search store keeps beside the filters.
 */

/** Whether the query names at least one valid search parameter. */
export function hasSearchParams(query: URLSearchParams): boolean {
  const parsed = parseSearchParams(query);
  return parsed.ok && (parsed.recognised || query.has('order_by'));
}

/** The filters a query describes (defaults for the rest); null when the query is invalid. */
export function parseFilters(query: URLSearchParams): SearchFilters | null {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) return null;
  return { ...parsed.filters, order_by: query.has('order_by') ? parsed.paging.order_by : null };
}

/** The query string of the filters (defaults omitted), as the API and the page URL take it. */
export function filtersSearchParams({ order_by, ...filters }: SearchFilters): URLSearchParams {
  return filtersToQuery(filters, order_by ? { order_by } : undefined);
}

/**
 * Spec 001: the boolean query flag reset_filters resets the filters on load. Present with
 * no value, 1 or true (any case) means yes; 0, false or anything else means no.
 */
export function resetRequested(query: URLSearchParams): boolean {
  const value = query.get('reset_filters');
  return value !== null && ['', '1', 'true'].includes(value.trim().toLowerCase());
}
