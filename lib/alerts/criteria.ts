import { defaultFilters, filtersToQuery, parseSearchParams, type SearchFilters } from '@/lib/listings/filters';
import { isPropertyType } from '@/lib/listings/property-types';

/**
 * A saved search's criteria are the search API's own filters: the save form sends the
 * search page's query string and it is read by the same parser as GET /properties.
 */
export function criteriaFromQuery(query: unknown): SearchFilters | null {
  if (typeof query !== 'string' || query.length > 4000) return null;
  const parsed = parseSearchParams(new URLSearchParams(query.replace(/^\?/, '')));
  return parsed.ok ? parsed.filters : null;
}

/** Stored criteria (jsonb) back to filters, through the query form so old rows stay valid. */
export function criteriaFromJson(value: unknown): SearchFilters {
  if (!value || typeof value !== 'object') return defaultFilters();
  const stored = { ...defaultFilters(), ...(value as Partial<SearchFilters>) };
  return criteriaFromQuery(filtersToQuery(stored).toString()) ?? defaultFilters();
}

/** Validates criteria given as an object (the manage page's edit). */
export function normalizeCriteria(value: SearchFilters): SearchFilters | null {
  if (!value || typeof value !== 'object') return null;
  if (!Array.isArray(value.type) || !value.type.every(isPropertyType)) return null;
  return criteriaFromQuery(filtersToQuery({ ...defaultFilters(), ...value }).toString());
}

/** The search page's query string for the criteria (the "all results" link). */
export function criteriaQuery(criteria: SearchFilters): string {
  return filtersToQuery(criteria).toString();
}
