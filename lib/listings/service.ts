import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { COUNT_CAP, LISTINGS_PER_PAGE, type OrderBy, type SearchFilters } from './filters';
import { countKey, recentCounts, type ListingCount } from './recent-counts';
import { listingPath } from './paths';
import { propertyTypeOptions, type PropertyTypeCode } from './property-types';
import { ITEM_COLUMNS, specsOf, toIso, toListingItem, type ItemRow } from './rows';
import type { ListingDetail, ListingItem, ListingStatus, ListingTooltip, MapMarker, Municipality } from './types';
import { anyPublicListingSql, ORDER_SQL, publicListingSql, whereClause } from './where';

/**
 * The listings service: every read of listings and municipalities. Server components call
 * these directly; the /api/swc handlers wrap them. Only active listings are searchable;
 * sold ones are read on request (status 'sold') for the sold-properties map.
 */

/** Markers beyond this are left out of the map answer (flagged truncated); the UI clusters the rest. */
export const MAP_MARKER_CAP = 5000;

const FROM = 'from listings l join municipalities m on m.mun_code = l.mun_code';

/**
 * Counts stop at COUNT_CAP + 1 rows: past 10 000 an exact figure helps nobody choose (the
 * interface shows "10 000+"), and a bounded count keeps every search fast at any table size
 * (a million listings count as cheaply as ten thousand). `exact` is false when capped.
 */
export async function countListings(db: Queryable, filters: SearchFilters, status: ListingStatus = 'active'): Promise<ListingCount> {
  const where = whereClause(filters, [], status);
  const key = countKey(db, where.sql, where.params);
  const remembered = recentCounts.get(key);
  if (remembered) return remembered;
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from listings l where ${where.sql} limit ${COUNT_CAP + 1}) capped`,
    where.params,
  );
  const n = rows[0]?.n ?? 0;
  const count = n > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total: n, exact: true };
  recentCounts.set(key, count);
  return count;
}

async function pageItems(
  db: Queryable,
  filters: SearchFilters,
  opts: { offset: number; limit: number; orderBy: OrderBy; locale: Locale; status?: ListingStatus },
): Promise<ListingItem[]> {
  const where = whereClause(filters, [], opts.status);
  const params = [...where.params, opts.limit, opts.offset];
  // Two steps: the page's ids from a covering index (index-only, narrow sort), then 25 rows.
  const rows = await db.query<ItemRow>(
    `select ${ITEM_COLUMNS} from (
        select l.uls from listings l where ${where.sql}
         order by ${ORDER_SQL[opts.orderBy]} limit $${params.length - 1} offset $${params.length}
      ) page
      join listings l on l.uls = page.uls
      join municipalities m on m.mun_code = l.mun_code
     order by ${ORDER_SQL[opts.orderBy]}`,
    params,
  );
  return rows.map((row) => toListingItem(row, opts.locale));
}

export interface PageOptions {
  page?: number;
  limit?: number;
  orderBy?: OrderBy;
  locale: Locale;
  /** Active (the search) unless told otherwise. */
  status?: ListingStatus;
}

/** One page of results (25 by default) and the total matching the filters. */
export async function listingsPage(db: Queryable, filters: SearchFilters, opts: PageOptions) {
  const page = opts.page ?? 1;
  const limit = opts.limit ?? LISTINGS_PER_PAGE;
  const [count, propertiesListing] = await Promise.all([
    countListings(db, filters, opts.status),
    pageItems(db, filters, { offset: (page - 1) * limit, limit, orderBy: opts.orderBy ?? 'newest', locale: opts.locale, status: opts.status }),
  ]);
  return { total: count.total, total_exact: count.exact, page, limit, propertiesListing };
}

export interface MapOptions {
  listingLimit?: number;
  orderBy?: OrderBy;
  locale: Locale;
  /** Active (the search) unless told otherwise: 'sold' gives the sold-properties map. */
  status?: ListingStatus;
}

/**
 * The map answer: compact markers of the matching listings (at most MAP_MARKER_CAP, then
 * flagged truncated) and the first page of cards.
 */
export async function listingsMap(db: Queryable, filters: SearchFilters, opts: MapOptions) {
  const where = whereClause(filters, [], opts.status);
  const [count, markerRows, propertiesListing] = await Promise.all([
    countListings(db, filters, opts.status),
    db.query<{ packed: string | null }>(
      // No order: the scan order is a spatially even sample (generation order is random) and
      // sorting costs. Packed into one text value: thousands of 3-column rows cost more to
      // hand over (PGlite's WASM boundary, the pg wire protocol) than to split in JS.
      `select string_agg(s.uls || ',' || s.lat || ',' || s.lng, ';') as packed
         from (select l.uls, l.lat, l.lng from listings l where ${where.sql} limit ${MAP_MARKER_CAP}) s`,
      where.params,
    ),
    pageItems(db, filters, {
      offset: 0,
      limit: opts.listingLimit ?? LISTINGS_PER_PAGE,
      orderBy: opts.orderBy ?? 'newest',
      locale: opts.locale,
      status: opts.status,
    }),
  ]);
  const propertiesMap = unpackMarkers(markerRows[0]?.packed ?? null);
  return {
    total: count.total,
    total_exact: count.exact,
    truncated: !count.exact || count.total > propertiesMap.length,
    propertiesMap,
    propertiesListing,
  };
}

/** Markers from `uls,lat,lng;uls,lat,lng;…` (the packed marker query above). */
function unpackMarkers(packed: string | null): MapMarker[] {
  if (!packed) return [];
  return packed.split(';').map((marker) => {
    const [uls = '', lat = '', lng = ''] = marker.split(',');
    return { block_params: { hover_id: uls, coords: { lat: Number(lat), lng: Number(lng) } } };
  });
}

/**
 * Spec 000 "Property tooltip data"; null when the listing does not exist. Sold listings
 * have one too: the sold-properties map opens their popups, and their pages stay reachable.
 */
export async function listingTooltip(db: Queryable, uls: number, locale: Locale): Promise<ListingTooltip | null> {
  const rows = await db.query<ItemRow>(`select ${ITEM_COLUMNS} ${FROM} where l.uls = $1 and ${anyPublicListingSql()}`, [uls]);
  const row = rows[0];
  if (!row) return null;
  const item = toListingItem(row, locale);
  return { uls: item.uls, address: item.address, carousel_images: item.carousel_images, price: item.price, specs: item.specs, type: item.type, url: item.url, broker_mentions: item.broker_mentions };
}

interface DetailRow extends ItemRow {
  status: ListingDetail['status'];
  postal_code: string;
  region: string;
  lot_area: number | null;
  year_built: number | null;
  description: ListingDetail['description'] | null;
  broker: ListingDetail['broker'] | null;
  office: ListingDetail['office'] | null;
}

/**
 * Everything the listing page shows (sold listings included: their page stays reachable).
 * Conditionally sold, expired and withdrawn listings (feeds, editors) have no public page;
 * `anyStatus` reads them for the editor's preview.
 */
export async function getListingByUls(db: Queryable, uls: number, options: { anyStatus?: boolean } = {}): Promise<ListingDetail | null> {
  if (!Number.isSafeInteger(uls) || uls < 1 || uls > 2_147_483_647) return null;
  const rows = await db.query<DetailRow>(
    `select ${ITEM_COLUMNS}, l.status, l.postal_code, m.region, l.lot_area, l.year_built, d.description, d.broker, d.office
       ${FROM} left join listing_details d on d.uls = l.uls
      where l.uls = $1 and (${anyPublicListingSql()} or $2::boolean)`,
    [uls, options.anyStatus === true],
  );
  const row = rows[0];
  if (!row) return null;
  const specs = specsOf(row);
  return {
    uls: Number(row.uls),
    type: row.type,
    transaction: row.transaction,
    // A preview of a listing not yet public (anyStatus) shows as the active page would.
    status: row.status === 'sold' ? 'sold' : 'active',
    price: row.price === null ? null : Number(row.price),
    street: row.street,
    postal_code: row.postal_code,
    municipality: { code: row.mun_code, name: row.mun_name, region: row.region },
    coords: { lat: row.lat, lng: row.lng },
    bedrooms: specs.bed,
    bathrooms: specs.bath,
    area: specs.area,
    lot_area: row.lot_area,
    year_built: row.year_built,
    badge: row.badge,
    open_house_dates: row.open_house_dates,
    photos: row.photos,
    photo_alts: row.photo_alts ?? [],
    description: row.description ?? {},
    broker: row.broker ?? { name: '', title: {}, phone: '', email: '' },
    office: row.office ?? { name: '', address: '', phone: '' },
    listed_at: toIso(row.listed_at),
    slug: row.slug,
    paths: { fr: listingPath('fr', row.slug, row.uls), en: listingPath('en', row.slug, row.uls) },
    attribution: row.attribution && Object.keys(row.attribution).length > 0 ? row.attribution : null,
  };
}

const MUNICIPALITY_COLUMNS = 'mun.mun_code as "MUN_CODE", mun.description as "DESCRIPTION", mun.region, mun.lat, mun.lng';

/**
 * Names sorted as a Québec reader expects: accents count after the base letter
 * (Bécancour before Brownsburg-Chatham, Château-Richer before Chibougamau). The database's
 * collation cannot be relied on for that (C/POSIX on PGlite and many servers), so the
 * lists are sorted here with the French-Canadian collation.
 */
const municipalityCollator = new Intl.Collator('fr-CA', { sensitivity: 'base', numeric: true });
export function sortMunicipalities<T extends Pick<Municipality, 'DESCRIPTION' | 'MUN_CODE'>>(list: T[]): T[] {
  return list.sort((a, b) => municipalityCollator.compare(a.DESCRIPTION, b.DESCRIPTION) || a.MUN_CODE.localeCompare(b.MUN_CODE));
}

/** All municipalities, by name. */
export async function listMunicipalities(db: Queryable): Promise<Municipality[]> {
  return sortMunicipalities(await db.query<Municipality>(`select ${MUNICIPALITY_COLUMNS} from municipalities mun`));
}

/** Search-filter data: municipalities that have active listings (with their count) and the property types. */
export async function searchFilterOptions(db: Queryable, locale: Locale) {
  const municipalities = await db.query<Municipality & { listing_count: number }>(
    `select ${MUNICIPALITY_COLUMNS}, c.n as listing_count
       from (select l.mun_code, count(*)::int as n from listings l where ${publicListingSql('active')} group by l.mun_code) c
       join municipalities mun on mun.mun_code = c.mun_code`,
  );
  return { municipalities: sortMunicipalities(municipalities), property_types: propertyTypeOptions(locale) };
}

/** Newest active listings, for featured-properties style blocks. */
export async function featuredListings(
  db: Queryable,
  opts: { locale: Locale; limit?: number; mun?: string[]; type?: PropertyTypeCode[] },
): Promise<ListingItem[]> {
  const filters: SearchFilters = {
    mun: opts.mun ?? [], type: opts.type ?? [], price_min: null, price_max: null, bedrooms: null, bathrooms: null,
    forSaleForRent: null, open_house: false, map_bounds: null,
  };
  return pageItems(db, filters, { offset: 0, limit: opts.limit ?? 6, orderBy: 'newest', locale: opts.locale });
}
