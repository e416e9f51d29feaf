import { isPropertyType, type PropertyTypeCode } from './property-types';
import type { ListingStatus } from './types';

/**
 * Search filter parameters of spec 000 section 3 and their URL form. Pure: used by the
 * /properties endpoint and by the browser (reading the page URL into the filters store),
 * so both cast the query the same way.
 */

export const LISTINGS_PER_PAGE = 25;
export const MAX_LIMIT = 100;
/** Counts stop here: above it the answer says "10 000+" (total_exact false). */
export const COUNT_CAP = 10_000;
export const ORDER_BY_VALUES = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;
/** Prices are stored in a PostgreSQL integer column: a larger bound is a bad parameter, not a database error. */
export const MAX_PRICE = 2_147_483_647;
/** Listing statuses a query may ask for (status=sold feeds the sold-properties map); active by default. */
export const LISTING_STATUSES = ['active', 'sold'] as const satisfies readonly ListingStatus[];
export type OrderBy = (typeof ORDER_BY_VALUES)[number];

export interface MapBounds {
  SouthWest_lat: number;
  SouthWest_lng: number;
  NorthEast_lat: number;
  NorthEast_lng: number;
}

export interface SearchFilters {
  mun: string[];
  type: PropertyTypeCode[];
  price_min: number | null;
  price_max: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  forSaleForRent: 'buy' | 'rent' | null;
  open_house: boolean;
  map_bounds: MapBounds | null;
}

export interface Paging {
  order_by: OrderBy;
  page: number;
  limit: number;
}

export type ParseResult =
  | { ok: true; filters: SearchFilters; paging: Paging; status: ListingStatus; recognised: boolean }
  | { ok: false; param: string; message: string };

export const BOUNDS_KEYS = ['SouthWest_lat', 'SouthWest_lng', 'NorthEast_lat', 'NorthEast_lng'] as const;
const FILTER_KEYS = ['mun', 'type', 'price_min', 'price_max', 'bedrooms', 'bathrooms', 'forSaleForRent', 'open_house', ...BOUNDS_KEYS];

export function defaultFilters(): SearchFilters {
  return {
    mun: [],
    type: [],
    price_min: null,
    price_max: null,
    bedrooms: null,
    bathrooms: null,
    forSaleForRent: null,
    open_house: false,
    map_bounds: null,
  };
}

class ParamError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

/** Repeated params and comma lists both count: mun=1&mun=2 or mun=1,2. Sorted, unique. */
function list(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
  return [...new Set(values)].sort();
}

function single(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** Spec 000: typed prices have commas and spaces removed and are parsed as integers. */
function price(params: URLSearchParams, name: string): number | null {
  const raw = single(params, name);
  if (raw === null) return null;
  if (name === 'price_max' && /^\+?infinity$/i.test(raw)) return null;
  const cleaned = raw.replace(/[\s,\u00a0\u202f]/g, '');
  if (!/^\d{1,10}$/.test(cleaned)) throw new ParamError(name, `${name} must be a whole number of dollars`);
  const value = Number(cleaned);
  if (value > MAX_PRICE) throw new ParamError(name, `${name} must be at most ${MAX_PRICE}`);
  return value === 0 ? null : value;
}

function minimumCount(params: URLSearchParams, name: string): number | null {
  const raw = single(params, name);
  if (raw === null) return null;
  if (!/^\d{1,2}$/.test(raw)) throw new ParamError(name, `${name} must be a whole number from 0 to 99`);
  const value = Number(raw);
  return value === 0 ? null : value;
}

function positiveInt(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = single(params, name);
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ParamError(name, `${name} must be a whole number of at least 1`);
  const value = Number(raw);
  if (value > max) throw new ParamError(name, `${name} must be at most ${max}`);
  return value;
}

function coordinate(params: URLSearchParams, name: (typeof BOUNDS_KEYS)[number]): number {
  const raw = single(params, name);
  if (raw === null) throw new ParamError(name, `${name} is required with the other map bounds`);
  const value = Number(raw);
  const limit = name.endsWith('lat') ? 90 : 180;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw new ParamError(name, `${name} must be a number between -${limit} and ${limit}`);
  }
  return value;
}

function bounds(params: URLSearchParams): MapBounds | null {
  if (!BOUNDS_KEYS.some((key) => single(params, key) !== null)) return null;
  const [swLat, swLng, neLat, neLng] = BOUNDS_KEYS.map((key) => coordinate(params, key)) as [number, number, number, number];
  if (swLat > neLat) throw new ParamError('SouthWest_lat', 'SouthWest_lat must not be above NorthEast_lat');
  if (swLng > neLng) throw new ParamError('SouthWest_lng', 'SouthWest_lng must not be east of NorthEast_lng');
  return { SouthWest_lat: swLat, SouthWest_lng: swLng, NorthEast_lat: neLat, NorthEast_lng: neLng };
}

function status(params: URLSearchParams): ListingStatus {
  const raw = single(params, 'status') ?? 'active';
  if (!(LISTING_STATUSES as readonly string[]).includes(raw)) {
    throw new ParamError('status', `status must be one of ${LISTING_STATUSES.join(', ')}`);
  }
  return raw as ListingStatus;
}

function parseOrThrow(params: URLSearchParams): { filters: SearchFilters; paging: Paging; status: ListingStatus } {
  const mun = list(params, 'mun');
  const badMun = mun.find((code) => !/^\d{5}$/.test(code));
  if (badMun !== undefined) throw new ParamError('mun', `mun must be 5-digit municipality codes (got "${badMun}")`);

  const types = list(params, 'type');
  const badType = types.find((t) => !isPropertyType(t));
  if (badType !== undefined) throw new ParamError('type', `type "${badType}" is not a known property type`);

  const price_min = price(params, 'price_min');
  const price_max = price(params, 'price_max');
  if (price_min !== null && price_max !== null && price_min > price_max) {
    throw new ParamError('price_min', 'price_min must not be above price_max');
  }

  const sale = single(params, 'forSaleForRent');
  if (sale !== null && sale !== 'buy' && sale !== 'rent') throw new ParamError('forSaleForRent', 'forSaleForRent must be buy or rent');

  const openHouse = single(params, 'open_house');
  if (openHouse !== null && !['1', '0', 'true', 'false'].includes(openHouse)) {
    throw new ParamError('open_house', 'open_house must be 1 or omitted');
  }

  const orderBy = single(params, 'order_by') ?? 'newest';
  if (!(ORDER_BY_VALUES as readonly string[]).includes(orderBy)) {
    throw new ParamError('order_by', `order_by must be one of ${ORDER_BY_VALUES.join(', ')}`);
  }

  return {
    filters: {
      mun,
      type: types as PropertyTypeCode[],
      price_min,
      price_max,
      bedrooms: minimumCount(params, 'bedrooms'),
      bathrooms: minimumCount(params, 'bathrooms'),
      forSaleForRent: sale,
      open_house: openHouse === '1' || openHouse === 'true',
      map_bounds: bounds(params),
    },
    paging: {
      order_by: orderBy as OrderBy,
      page: positiveInt(params, 'page', 1, 1_000_000),
      limit: positiveInt(params, 'limit', LISTINGS_PER_PAGE, MAX_LIMIT),
    },
    status: status(params),
  };
}

/** Parameters of GET /api/swc/{id}/properties besides the filters. */
export const PROPERTIES_API_PARAMS = ['order_by', 'page', 'limit', 'status', 'format', 'listingLimit'] as const;
const PROPERTIES_API_KEYS = new Set<string>([...FILTER_KEYS, ...PROPERTIES_API_PARAMS]);

/**
 * The array syntaxes common HTTP clients send (mun[]=1&mun[]=2 from PHP/Rails/qs style
 * serialisers, mun[0]=1 from axios/qs with indices) folded into the plain repeated form
 * (mun=1&mun=2), so a filter is never silently dropped.
 */
export function foldArrayParams(params: URLSearchParams): URLSearchParams {
  const folded = new URLSearchParams();
  for (const [key, value] of params) folded.append(key.replace(/\[\d*\]$/, ''), value);
  return folded;
}

/** The first parameter the properties endpoint does not know (after folding array syntax), or null. */
export function unknownPropertiesParam(params: URLSearchParams): string | null {
  for (const key of foldArrayParams(params).keys()) if (!PROPERTIES_API_KEYS.has(key)) return key;
  return null;
}

/** Casts a query string into filters and paging; a bad value names its parameter. */
export function parseSearchParams(raw: URLSearchParams): ParseResult {
  const params = foldArrayParams(raw);
  try {
    const { filters, paging, status } = parseOrThrow(params);
    const recognised = FILTER_KEYS.some((key) => params.has(key));
    return { ok: true, filters, paging, status, recognised };
  } catch (error) {
    if (error instanceof ParamError) return { ok: false, param: error.param, message: error.message };
    throw error;
  }
}

/** The URL form of filters: empty values omitted, open_house as 1, map bounds flattened. */
export function filtersToQuery(filters: SearchFilters, paging: Partial<Paging> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const code of [...filters.mun].sort()) query.append('mun', code);
  for (const type of [...filters.type].sort()) query.append('type', type);
  if (filters.price_min) query.set('price_min', String(filters.price_min));
  if (filters.price_max !== null && Number.isFinite(filters.price_max)) query.set('price_max', String(filters.price_max));
  if (filters.bedrooms) query.set('bedrooms', String(filters.bedrooms));
  if (filters.bathrooms) query.set('bathrooms', String(filters.bathrooms));
  if (filters.forSaleForRent) query.set('forSaleForRent', filters.forSaleForRent);
  if (filters.open_house) query.set('open_house', '1');
  if (filters.map_bounds) for (const key of BOUNDS_KEYS) query.set(key, String(filters.map_bounds[key]));
  if (paging.order_by && paging.order_by !== 'newest') query.set('order_by', paging.order_by);
  if (paging.page && paging.page !== 1) query.set('page', String(paging.page));
  if (paging.limit && paging.limit !== LISTINGS_PER_PAGE) query.set('limit', String(paging.limit));
  return query;
}

/** How many filters differ from the defaults (the more-criteria button's count). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.mun.length > 0,
    filters.type.length > 0,
    filters.price_min !== null || filters.price_max !== null,
    filters.bedrooms !== null,
    filters.bathrooms !== null,
    filters.forSaleForRent !== null,
    filters.open_house,
    filters.map_bounds !== null,
  ].filter(Boolean).length;
}
