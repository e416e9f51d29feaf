import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertSavedSearch } from '@/lib/alerts/store';
import { defaultFilters } from '@/lib/listings/filters';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { saveManualListing } from '@/lib/listings/sources/manual';
import type { ManualListingInput } from '@/lib/listings/sources/manual-input';
import { upsertFeedListings } from '@/lib/listings/sources/write';
import type { SourceListing } from '@/lib/listings/sources/types';
import { openTestDb } from '../helpers/db';

/**
 * Issue 32: every writer of listings records the changes the alerts match (the trigger of
 * migration 0060): the editor's hand-managed listings, a feed import, the demo feed.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await insertMunicipalities(db, MUNICIPALITIES);
  await db.query("insert into sites (id, key, name) values ('s1', 'k1', 'Site 1')");
}, 180_000);
afterAll(() => db?.close());

const changes = async () =>
  (await db.query<{ uls: number; kind: string; old_price: number | null; new_price: number | null }>('select uls, kind, old_price, new_price from listing_changes order by id'))
    .map((c) => ({ ...c, uls: Number(c.uls) }));

const manual = (over: Partial<ManualListingInput> = {}): ManualListingInput => ({
  transaction: 'sale', type: 'condo', status: 'active', price: 525_000, street: '4521, rue Saint-Denis', unit: '302', mun_code: '66023',
  postal_code: 'h2j2l1', lat: 45.5262, lng: -73.5843, bedrooms: 2, bathrooms: 1.5, area: 100, area_unit: 'm2', lot_area: null, year_built: 1925,
  features: [], description: { fr: 'Condo.', en: 'Condo.' }, photos: [], open_houses: [], broker_ids: [], contract_start: '2026-01-05', contract_end: '2099-01-04', ...over,
});

describe('listing changes are recorded for the alerts', () => {
  it('nothing is recorded while no saved search is active (a fresh seed writes no change)', async () => {
    await insertListings(db, [...generateListings({ count: 5, seed: 1, now: new Date() })]);
    expect(await changes()).toEqual([]);
    const row = await insertSavedSearch(db, {
      siteId: 's1', email: 'a@example.com', locale: 'fr', frequency: 'instant', criteria: defaultFilters(), memberId: null, sourcePath: null,
      origin: 'https://x.example.com', consentText: 'ok', consentedAt: new Date(), consentIpHash: null,
    });
    await db.query(`update saved_searches set status = 'active' where id = $1`, [row.id]);
  });

  it('the editor: a new listing, a price drop, withdrawn then back on the market, sold', async () => {
    const saved = await saveManualListing(db, 's1', null, manual());
    if (!saved.ok) throw new Error(saved.error);
    const uls = saved.uls;
    await saveManualListing(db, 's1', uls, manual({ price: 540_000 })); // a rise: nothing
    await saveManualListing(db, 's1', uls, manual({ price: 499_000 }));
    await saveManualListing(db, 's1', uls, manual({ price: 499_000, status: 'withdrawn' }));
    await saveManualListing(db, 's1', uls, manual({ price: 489_000 }));
    await saveManualListing(db, 's1', uls, manual({ price: 489_000, status: 'sold', close_price: 480_000, close_date: '2026-11-20' }));
    expect(await changes()).toEqual([
      { uls, kind: 'new', old_price: null, new_price: 525_000 },
      { uls, kind: 'price_drop', old_price: 540_000, new_price: 499_000 },
      { uls, kind: 'back_on_market', old_price: 499_000, new_price: 489_000 },
      { uls, kind: 'sold', old_price: 489_000, new_price: 480_000 },
    ]);
  });

  it('a feed import and the demo feed record their new listings and price drops', async () => {
    await db.query('delete from listing_changes');
    const [feed] = await db.query<{ id: number }>(`insert into feeds (site_id, name, kind) values ('s1', 'Feed', 'reso') returning id`);
    const base = [...generateListings({ count: 1, seed: 7, now: new Date() })][0]!;
    const row: SourceListing = {
      source_key: 'K1', transaction: 'sale', type: base.type, status: 'active', price: 400_000, close_price: null, close_date: null, street: base.street,
      postal_code: base.postal_code, mun_code: base.mun_code, lat: base.lat, lng: base.lng, bedrooms: 3, bathrooms: 1, area: null, lot_area: null,
      year_built: null, badge: null, open_house_dates: [], slug: 'maison', listed_at: new Date().toISOString(), source_modified_at: null, contract_start: null, contract_end: null,
      description: {}, broker: {} as SourceListing['broker'], office: {} as SourceListing['office'], source_data: {},
    };
    await upsertFeedListings(db, Number(feed!.id), [row]);
    await upsertFeedListings(db, Number(feed!.id), [row]); // unchanged: nothing
    await upsertFeedListings(db, Number(feed!.id), [{ ...row, price: 380_000 }]);
    const demo = [...generateListings({ count: 1, seed: 8, now: new Date() })].map((l) => ({ ...l, uls: 700_000_001, status: 'active' as const }));
    await insertListings(db, demo);
    expect((await changes()).map((c) => [c.kind, c.new_price])).toEqual([['new', 400_000], ['price_drop', 380_000], ['new', demo[0]!.price]]);
  });
});

describe('one alerts runner at a time', () => {
  it('a second tick while one runs does nothing (the lock), the next one runs', async () => {
    const { runAlertsOnce } = await import('@/lib/alerts/alerts-job');
    const [a, b] = await Promise.all([runAlertsOnce(db), runAlertsOnce(db)]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
    expect(await runAlertsOnce(db)).not.toBeNull();
  });
});
