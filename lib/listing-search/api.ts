import type { Locale } from '@/lib/i18n/locales';
import type { SearchFilters } from '@/lib/listing-search/filters';
import { prefetchJsonAtIdle, takePrefetched } from '@/lib/http/idle-prefetch';
import { withMinimumDelay } from './min-delay';
import { filtersSearchParams } from './query';
import type { ListingStatus } from '@/lib/listings/types';
import type {
  ListingCount,
  ListingItem,
  ListingTooltip,
  MapMarker,
  Municipality,
  PropertiesMapAnswer,
  PropertiesPageAnswer,
  PropertyTypeOption,
} from './types';

/**
 * Browser-side client of the listings service (spec 000 section 7, spec 001 section 7).
 * Protected calls go to /api/swc/{microsite_id}/ with the site key; the municipality
 * list is unprotected. Server components call lib/listings directly instead.
 */
export interface SiteApi {
  micrositeId: string | null;
  siteKey: string | null;
  locale: Locale;
}

export class ListingsApiError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`Listings API ${path} answered ${status}`);
  }
}

function headers(site: SiteApi, protectedCall: boolean): HeadersInit {
  const base: Record<string, string> = { 'Content-Language': site.locale, Accept: 'application/json' };
  if (protectedCall && site.siteKey) base['X-Site-Key'] = site.siteKey;
  return base;
}

function protectedBase(site: SiteApi): string {
  if (!site.micrositeId) throw new Error('Listings API: no microsite id for this page');
  return `/api/swc/${encodeURIComponent(site.micrositeId)}`;
}

async function getJson(path: string, init: RequestInit): Promise<unknown> {
  // The next page may have been fetched at idle already (prefetchPropertiesPage).
  const prefetched = takePrefetched(path);
  if (prefetched) return prefetched.catch(() => getJson(path, init));
  const response = await fetch(path, init);
  if (!response.ok) throw new ListingsApiError(response.status, path);
  return response.json();
}

/** The answer's `data` object when it has one (our endpoints wrap payloads in `data`). */
function payload(body: unknown): Record<string, unknown> {
  const record = (body ?? {}) as Record<string, unknown>;
  const inner = record.data;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : record;
}

/** Number of listings matching the filters (format=count), exact up to 10 000. */
export async function fetchCount(site: SiteApi, filters: SearchFilters, signal?: AbortSignal): Promise<ListingCount> {
  const query = filtersSearchParams(filters);
  query.set('format', 'count');
  const body = await getJson(`${protectedBase(site)}/properties?${query}`, { headers: headers(site, true), signal });
  const data = payload(body);
  return { total: Number(data.total ?? 0), exact: data.total_exact !== false };
}

/** Initial search load: every marker (up to the service cap) plus the first `listingLimit` listings. */
export async function fetchPropertiesMap(
  site: SiteApi,
  filters: SearchFilters,
  listingLimit: number,
  signal?: AbortSignal,
  options: { status?: ListingStatus } = {},
): Promise<PropertiesMapAnswer> {
  const query = filtersSearchParams(filters);
  if (options.status && options.status !== 'active') query.set('status', options.status);
  query.set('format', 'map');
  query.set('listingLimit', String(listingLimit));
  const request = getJson(`${protectedBase(site)}/properties?${query}`, { headers: headers(site, true), signal });
  const data = payload(await withMinimumDelay(request));
  const propertiesMap = (data.propertiesMap as MapMarker[] | undefined) ?? [];
  const propertiesListing = (data.propertiesListing as ListingItem[] | undefined) ?? [];
  return {
    propertiesMap,
    propertiesListing,
    total: Number(data.total ?? propertiesMap.length),
    totalExact: data.total_exact !== false,
    truncated: data.truncated === true,
  };
}

/** One more page of listings (page is 1-based), with the server's total for the same filters. */
export async function fetchPropertiesPage(
  site: SiteApi,
  filters: SearchFilters,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<PropertiesPageAnswer> {
  const request = getJson(pageUrl(site, filters, page, limit), { headers: headers(site, true), signal });
  const data = payload(await withMinimumDelay(request));
  const propertiesListing = (data.propertiesListing as ListingItem[] | undefined) ?? [];
  return { propertiesListing, total: typeof data.total === 'number' ? data.total : null, totalExact: data.total_exact !== false };
}

function pageUrl(site: SiteApi, filters: SearchFilters, page: number, limit: number): string {
  const query = filtersSearchParams(filters);
  query.set('page', String(page));
  query.set('limit', String(limit));
  return `${protectedBase(site)}/properties?${query}`;
}

/** Fetches that page at idle (spec 001 section 7), so fetchPropertiesPage finds it; answers a cancel function. */
export function prefetchPropertiesPage(site: SiteApi, filters: SearchFilters, page: number, limit: number): () => void {
  if (!site.micrositeId) return () => undefined;
  return prefetchJsonAtIdle(pageUrl(site, filters, page, limit), { headers: headers(site, true) });
}

export async function fetchTooltip(site: SiteApi, uls: string): Promise<ListingTooltip> {
  const body = await getJson(`${protectedBase(site)}/property/${encodeURIComponent(uls)}/tooltip`, { headers: headers(site, true) });
  return payload(body) as unknown as ListingTooltip;
}

export async function fetchMunicipalities(site: SiteApi): Promise<Municipality[]> {
  const body = await getJson('/api/swc/municipalities', { headers: headers(site, false) });
  return (payload(body).municipalities as Municipality[] | undefined) ?? [];
}

export async function fetchSearchFilters(site: SiteApi): Promise<{ municipalities: Municipality[]; propertyTypes: PropertyTypeOption[] }> {
  const body = await getJson(`${protectedBase(site)}/search-filters`, { headers: headers(site, true) });
  const data = payload(body);
  return {
    municipalities: (data.municipalities as Municipality[] | undefined) ?? [],
    propertyTypes: (data.property_types as PropertyTypeOption[] | undefined) ?? [],
  };
}
