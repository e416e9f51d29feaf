import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import { RECENT_SALES, soldMapBlockData } from '@/lib/listings/block-data';
import { defaultFilters } from '@/lib/listings/filters';
import { listingsPage } from '@/lib/listings/service';
import type { ListingItem } from '@/lib/listings/types';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from './fixtures';

/** Issue 33: the sold-properties page lists its recent sales in the server HTML, under the map. */
let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await seedFixtureListings(db);
});
afterAll(() => db.close());

const soldBlock = (filters: Record<string, unknown> = {}) =>
  ({ id: 'sold', block_type: 'sold_properties_map_block', fields: { main_title: { fr: 'Vendues' }, filters } }) as unknown as Block;

describe('sold_properties_map_block server data', () => {
  it('is the most recent sold listings, newest first, none of them for sale', async () => {
    const filled = await soldMapBlockData.sold_properties_map_block!.fill(db, 'broker', 'fr', soldBlock());
    const recent = filled.fields.recent_sales as ListingItem[];
    const sold = await listingsPage(db, defaultFilters(), { page: 1, limit: RECENT_SALES, locale: 'fr', status: 'sold' });
    expect(sold.propertiesListing.length).toBeGreaterThan(0);
    expect(recent.map((l) => l.uls)).toEqual(sold.propertiesListing.map((l) => l.uls));
    const active = await listingsPage(db, defaultFilters(), { page: 1, limit: 1000, locale: 'fr' });
    const activeIds = new Set(active.propertiesListing.map((l) => l.uls));
    expect(recent.some((l) => activeIds.has(l.uls))).toBe(false);
    expect(filled.fields.main_title).toEqual({ fr: 'Vendues' });
  });

  it('keeps to the block’s filters (one property type)', async () => {
    const all = (await soldMapBlockData.sold_properties_map_block!.fill(db, 'broker', 'en', soldBlock())).fields.recent_sales as ListingItem[];
    const type = all[0]!.type;
    const filled = await soldMapBlockData.sold_properties_map_block!.fill(db, 'broker', 'en', soldBlock({ type }));
    const recent = filled.fields.recent_sales as ListingItem[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((l) => l.type === type)).toBe(true);
  });
});
