import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { DEMO_LISTING_COUNT, seedListings } from '@/lib/seed/listings';
import { countListings, listingsMap } from '@/lib/listings/service';
import { defaultFilters } from '@/lib/listings/filters';
import { openTestDb } from '../helpers/db';

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await db.transaction((tx) => seedListings(tx));
});
afterAll(() => db.close());

describe('demo listings seed', () => {
  it('fills municipalities and about 2,000 listings, most of them searchable', async () => {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from listings');
    expect(n).toBe(DEMO_LISTING_COUNT);
    expect((await countListings(db, defaultFilters())).total).toBeGreaterThan(DEMO_LISTING_COUNT * 0.9);
  });

  it('has upcoming open houses and Montréal listings on the map', async () => {
    expect((await countListings(db, { ...defaultFilters(), open_house: true })).total).toBeGreaterThan(10);
    const map = await listingsMap(db, { ...defaultFilters(), mun: ['66023'] }, { locale: 'fr' });
    expect(map.propertiesMap.length).toBeGreaterThan(100);
    expect(map.truncated).toBe(false);
  });

  it('has sold listings for the sold-properties map, all badged sold', async () => {
    const sold = await listingsMap(db, defaultFilters(), { locale: 'fr', listingLimit: 5, status: 'sold' });
    expect(sold.total).toBeGreaterThan(20);
    expect(sold.propertiesMap).toHaveLength(sold.total);
    expect(sold.propertiesListing.every((item) => item.badge === 'sold')).toBe(true);
  });
});
