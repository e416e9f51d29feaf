import type { Queryable } from '@/lib/db/types';
import type { MunicipalityData } from './municipalities-data';
import type { ListingRow } from './generator';
import { forgetCounts } from './recent-counts';

const BATCH = 1000;

/** Upserts municipalities (names and centres may be corrected in later releases). */
export async function insertMunicipalities(db: Queryable, items: readonly MunicipalityData[]): Promise<void> {
  await db.query(
    `insert into municipalities (mun_code, description, region, lat, lng, population)
     select code, name, region, lat, lng, population
       from jsonb_to_recordset($1::jsonb) as m(code text, name text, region text, lat float8, lng float8, population int)
     on conflict (mun_code) do update set description = excluded.description, region = excluded.region,
       lat = excluded.lat, lng = excluded.lng, population = excluded.population`,
    [JSON.stringify(items)],
  );
}

/** Inserts listings in batches of 1000, one JSON parameter per batch (fast on PGlite and pg). */
export async function insertListings(db: Queryable, rows: Iterable<ListingRow>): Promise<number> {
  let batch: ListingRow[] = [];
  let total = 0;
  // A load committed asynchronously (synchronous_commit=off, as test servers run) leaves its
  // rows unmarkable as all-visible until the WAL is flushed: vacuum would then leave the
  // visibility map empty and counts would read the heap. This load commits synchronously.
  await db.query('set local synchronous_commit = on').catch(() => undefined);
  const flush = async () => {
    if (batch.length === 0) return;
    await db.query(
      `insert into listings (uls, transaction, type, status, price, street, postal_code, mun_code, lat, lng, bedrooms,
         bathrooms, area, lot_area, year_built, badge, open_house_dates, open_house_until, photos, slug, listed_at,
         contract_start, contract_end, sale_ad_authorised, sale_price_authorised, sale_authorised_on)
       select uls, transaction, type, status, price, street, postal_code, mun_code, lat, lng, bedrooms,
         bathrooms, area, lot_area, year_built, badge, open_house_dates, open_house_until, photos, slug, listed_at,
         contract_start, contract_end, sale_ad_authorised, sale_price_authorised, sale_authorised_on
         from jsonb_populate_recordset(null::listings, $1::jsonb)`,
      [JSON.stringify(batch)],
    );
    await db.query(
      `insert into listing_details (uls, description, broker, office)
       select uls, description, broker, office from jsonb_populate_recordset(null::listing_details, $1::jsonb)`,
      [JSON.stringify(batch.map(({ uls, description, broker, office }) => ({ uls, description, broker, office })))],
    );
    total += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  forgetCounts();
  return total;
}

/**
 * After a bulk load: fresh statistics and the visibility map, so the planner picks the
 * covering indexes and runs index-only scans (PGlite has no autovacuum). Not in a transaction;
 * after a synchronous commit (an asynchronous one not yet flushed leaves its rows, and those of
 * the transactions near it, unmarked: see runFeed).
 */
export async function vacuumListings(db: Queryable): Promise<void> {
  await db.query('vacuum (analyze) listings');
  await db.query('vacuum (analyze) listing_details');
  forgetCounts();
}

/** Share of the listings table's pages marked all-visible (1 = counts are index-only). */
export async function listingsVisibleShare(db: Queryable): Promise<number> {
  const rows = await db.query<{ share: number | null }>(
    `select case when relpages = 0 then 1 else relallvisible::float / relpages end as share from pg_class where relname = 'listings'`,
  );
  return Number(rows[0]?.share ?? 0);
}
