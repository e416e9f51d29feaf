import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import { generateListings, type ListingRow } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities, listingsVisibleShare, vacuumListings } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { countListings, listingsMap, listingsPage } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { matches } from './fixtures';

/** More active listings than the 10 000 a count goes up to. */
let db: Database;
let rows: ListingRow[];
beforeAll(async () => {
  db = await openTestDb();
  rows = [...generateListings({ count: 11_500, seed: 7, now: new Date('2026-11-01T12:00:00Z') })];
  await db.transaction(async (tx) => {
    await insertMunicipalities(tx, MUNICIPALITIES);
    await insertListings(tx, rows);
  });
  await vacuumListings(db);
}, 120_000);
afterAll(() => db.close());

const f = (over: Partial<SearchFilters>): SearchFilters => ({ ...defaultFilters(), ...over });
const expected = (filters: SearchFilters) => rows.filter((r) => matches(r, filters)).length;

describe('counting at scale', () => {
  it('stops at 10 000 and says so, so the interface shows "10 000+"', async () => {
    expect(expected(f({}))).toBeGreaterThan(10_000);
    expect(await countListings(db, f({}))).toEqual({ total: 10_000, exact: false });
  });

  it('counts exactly below 10 000, like the reference filter', async () => {
    const laval = f({ mun: ['65005'] });
    expect(await countListings(db, laval)).toEqual({ total: expected(laval), exact: true });
  });

  it('the map and page answers carry the same total as the count (the button matches what it opens)', async () => {
    for (const filters of [f({}), f({ price_min: 300_000, price_max: 600_000 }), f({ mun: ['66023'], type: ['condo'] })]) {
      const count = await countListings(db, filters);
      const map = await listingsMap(db, filters, { locale: 'fr', listingLimit: 25 });
      const page = await listingsPage(db, filters, { locale: 'fr', page: 2 });
      expect({ total: map.total, exact: map.total_exact }).toEqual(count);
      expect({ total: page.total, exact: page.total_exact }).toEqual(count);
      if (!count.exact) expect(map.truncated).toBe(true);
    }
  });

  it('leaves the table ready for index-only counts after a bulk load', async () => {
    expect(await listingsVisibleShare(db)).toBeGreaterThan(0.95);
  });
});
