import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { matchPendingChanges } from '@/lib/alerts/match';
import { runAlerts } from '@/lib/alerts/run';
import { insertSavedSearch } from '@/lib/alerts/store';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import type { ListingRow } from '@/lib/listings/generator';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';
import { mulberry32, pickOne, intBetween, chance } from '@/lib/listings/prng';
import { listingsPage } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from '../listings/fixtures';

/**
 * Issue 32: an alert never disagrees with the results page it links to. Generated criteria
 * (each criterion alone, then random combinations) are saved as searches; every active
 * listing is recorded as new; what the matcher finds for each search must be exactly what
 * the search API's own service returns for the same filters.
 */
let db: Database;
let rows: ListingRow[];
const SITE = 'alerts-site';

beforeAll(async () => {
  db = await openTestDb();
  rows = await seedFixtureListings(db, 400);
  await db.query(`insert into sites (id, key, name, type, microsite_id) values ($1, 'alerts-key', 'Alertes Test', 'broker', 'alertes')`, [SITE]);
}, 180_000);
afterAll(() => db?.close());

async function saveActive(criteria: SearchFilters, over: { email?: string; frequency?: 'instant' | 'daily' | 'weekly' } = {}): Promise<number> {
  const row = await insertSavedSearch(db, {
    siteId: SITE, email: over.email ?? 'v@example.com', locale: 'fr', frequency: over.frequency ?? 'instant', criteria, memberId: null, sourcePath: null,
    origin: 'https://alertes.example.com', consentText: 'ok', consentedAt: new Date(), consentIpHash: null,
  });
  await db.query(`update saved_searches set status = 'active', confirmed_at = now() where id = $1`, [row.id]);
  return Number(row.id);
}

function generatedCriteria(): SearchFilters[] {
  const rand = mulberry32(32);
  const f = (over: Partial<SearchFilters>): SearchFilters => ({ ...defaultFilters(), ...over });
  const muns = [...new Set(rows.map((r) => r.mun_code))];
  const prices = rows.map((r) => r.price).sort((a, b) => a - b);
  const price = () => prices[intBetween(rand, 0, prices.length - 1)]!;
  const box = () => {
    const r = pickOne(rand, rows);
    const d = 0.05 + rand() * 0.5;
    return { SouthWest_lat: r.lat - d, SouthWest_lng: r.lng - d, NorthEast_lat: r.lat + d, NorthEast_lng: r.lng + d };
  };
  const single: SearchFilters[] = [
    f({}),
    f({ mun: [muns[0]!] }),
    f({ mun: muns.slice(1, 4) }),
    f({ type: ['condo'] }),
    f({ type: ['maison', 'chalet'] }),
    f({ price_min: price() }),
    f({ price_max: price() }),
    f({ price_min: prices[Math.floor(prices.length / 4)]!, price_max: prices[Math.floor((prices.length * 3) / 4)]! }),
    f({ price_min: prices[10]!, price_max: prices[10]! }),
    f({ bedrooms: 1 }), f({ bedrooms: 3 }), f({ bedrooms: 5 }),
    f({ bathrooms: 1 }), f({ bathrooms: 2 }), f({ bathrooms: 3 }),
    f({ forSaleForRent: 'buy' }), f({ forSaleForRent: 'rent' }),
    f({ open_house: true }),
    f({ map_bounds: box() }), f({ map_bounds: box() }),
  ];
  const combos: SearchFilters[] = [];
  for (let i = 0; i < 40; i++) {
    const lo = chance(rand, 0.5) ? price() : null;
    const hi = chance(rand, 0.5) ? price() : null;
    combos.push(
      f({
        mun: chance(rand, 0.5) ? [...new Set([pickOne(rand, muns), pickOne(rand, muns)])] : [],
        type: chance(rand, 0.4) ? [pickOne(rand, PROPERTY_TYPES)] : [],
        price_min: lo !== null && hi !== null ? Math.min(lo, hi) : lo,
        price_max: lo !== null && hi !== null ? Math.max(lo, hi) : hi,
        bedrooms: chance(rand, 0.4) ? intBetween(rand, 1, 4) : null,
        bathrooms: chance(rand, 0.3) ? intBetween(rand, 1, 3) : null,
        forSaleForRent: chance(rand, 0.5) ? pickOne(rand, ['buy', 'rent'] as const) : null,
        open_house: chance(rand, 0.1),
        map_bounds: chance(rand, 0.3) ? box() : null,
      }),
    );
  }
  return [...single, ...combos];
}

describe('the matcher and the search API agree', () => {
  it('for every generated criteria, the listings matched are exactly the search results', async () => {
    const cases = generatedCriteria();
    const ids: number[] = [];
    for (const criteria of cases) ids.push(await saveActive(criteria));
    await db.query(`insert into listing_changes (uls, kind, new_price) select uls, 'new', price from listings`);
    const result = await db.transaction((tx) => matchPendingChanges(tx));
    expect(result.changes).toBe(rows.length);
    let nonEmpty = 0;
    for (const [i, criteria] of cases.entries()) {
      const page = await listingsPage(db, criteria, { locale: 'fr', limit: 1000 });
      const expected = page.propertiesListing.map((item) => item.uls).sort((a, b) => a - b);
      const found = await db.query<{ uls: number }>('select uls from alert_deliveries where search_id = $1 order by uls', [ids[i]]);
      expect(found.map((r) => r.uls), JSON.stringify(criteria)).toEqual(expected);
      if (expected.length > 0) nonEmpty++;
    }
    // The generated cases are not trivially empty.
    expect(nonEmpty).toBeGreaterThan(cases.length / 2);
    await db.query('delete from saved_searches');
  }, 120_000);
});

describe('what starts matching, what is sold, and never twice', () => {
  const active = () => rows.find((r) => r.status === 'active' && r.transaction === 'sale' && r.price > 200_000)!;

  it('a price drop into the criteria and a return to the market are found; a price rise and an edit are not', async () => {
    const listing = active();
    const search = await saveActive({ ...defaultFilters(), mun: [listing.mun_code], price_max: listing.price - 50_000 });
    const other = rows.find((r) => r.status === 'active' && r.uls !== listing.uls && r.mun_code === listing.mun_code && r.price <= listing.price - 50_000);
    await db.query('update listings set price = price + 1000 where uls = $1', [listing.uls]);
    await db.query(`update listings set street = street || ' ' where uls = $1`, [listing.uls]);
    expect((await db.transaction((tx) => matchPendingChanges(tx))).deliveries).toBe(0);
    // Dropped to within the maximum: starts matching.
    await db.query('update listings set price = $2 where uls = $1', [listing.uls, listing.price - 60_000]);
    // Off the market, then back on: starts matching again (a new change).
    if (other) {
      await db.query(`update listings set status = 'expired' where uls = $1`, [other.uls]);
      await db.query(`update listings set status = 'active' where uls = $1`, [other.uls]);
    }
    await db.transaction((tx) => matchPendingChanges(tx));
    const found = await db.query<{ uls: number; kind: string; old_price: number; new_price: number }>(
      'select uls, kind, old_price, new_price from alert_deliveries where search_id = $1 order by id', [search],
    );
    expect(found[0]).toEqual({ uls: listing.uls, kind: 'price_drop', old_price: listing.price + 1000, new_price: listing.price - 60_000 });
    if (other) expect(found[1]).toMatchObject({ uls: other.uls, kind: 'back_on_market' });
    expect(found).toHaveLength(other ? 2 : 1);
  });

  it('each change is sent once; an empty period sends nothing; a sold listing is announced only to the searches that were sent it', async () => {
    await db.query('delete from lead_outbox');
    const first = await runAlerts(db);
    expect(first.emails).toBeGreaterThan(0);
    const queued = await db.query<{ n: number }>('select count(*)::int as n from lead_outbox where saved_search_id is not null');
    // Again with nothing new: nothing.
    expect(await runAlerts(db)).toEqual({ changes: 0, deliveries: 0, emails: 0 });
    // The same change matched again (a retried run) is not stored twice.
    await db.query('update listing_changes set matched_at = null where id in (select change_id from alert_deliveries)');
    await db.transaction((tx) => matchPendingChanges(tx));
    expect((await runAlerts(db)).emails).toBe(0);
    expect((await db.query<{ n: number }>('select count(*)::int as n from lead_outbox where saved_search_id is not null'))[0]!.n).toBe(queued[0]!.n);

    const watched = await db.query<{ uls: number; search_id: number }>(`select uls, search_id from alert_deliveries where sent_at is not null limit 1`);
    const sentTo = watched[0]!;
    const bystander = await saveActive({ ...defaultFilters() }, { email: 'other@example.com' });
    await db.query(`update listings set status = 'sold', close_price = 123456 where uls = $1`, [sentTo.uls]);
    const run = await runAlerts(db);
    expect(run.deliveries).toBe(1);
    const sold = await db.query<{ search_id: number; kind: string; new_price: number }>(`select search_id, kind, new_price from alert_deliveries where kind = 'sold'`);
    expect(sold).toEqual([{ search_id: sentTo.search_id, kind: 'sold', new_price: 123456 }]);
    expect(sold.some((d) => Number(d.search_id) === bystander)).toBe(false);
    const mail = await db.query<{ message: { subject: string; text: string } }>(
      'select message from lead_outbox where saved_search_id = $1 order by id desc limit 1', [sentTo.search_id],
    );
    expect(mail[0]!.message.text).toContain('Vendue');
  });

  it('paused, pending and unsubscribed searches get nothing', async () => {
    await db.query('delete from saved_searches');
    const listing = rows.find((r) => r.status === 'active' && r.uls !== active().uls)!;
    const ids = [await saveActive(defaultFilters()), await saveActive(defaultFilters()), await saveActive(defaultFilters()), await saveActive(defaultFilters())];
    await db.query(`update saved_searches set status = 'paused' where id = $1`, [ids[0]]);
    await db.query(`update saved_searches set status = 'pending', confirmed_at = null where id = $1`, [ids[1]]);
    await db.query(`update saved_searches set status = 'unsubscribed', unsubscribed_at = now() where id = $1`, [ids[2]]);
    await db.query('update listings set price = price - 1 where uls = $1', [listing.uls]);
    await runAlerts(db);
    const got = await db.query<{ search_id: number }>('select distinct search_id from alert_deliveries');
    expect(got.map((r) => Number(r.search_id))).toEqual([ids[3]]);
  });
});

describe('daily and weekly digests go out at 7:00 in Montréal, once per slot', () => {
  it('a daily search hears nothing before 7:00, one e-mail at 7:00, nothing more that day; weekly waits for Monday', async () => {
    await db.query('delete from saved_searches');
    await db.query('delete from lead_outbox');
    await db.query('update listing_changes set matched_at = now() where matched_at is null');
    const daily = await saveActive(defaultFilters(), { frequency: 'daily', email: 'daily@example.com' });
    const weekly = await saveActive(defaultFilters(), { frequency: 'weekly', email: 'weekly@example.com' });
    const [listing] = await db.query<{ uls: number }>(`select uls from listings where status = 'active' order by uls limit 1`);
    await db.query('update listings set price = price - 5 where uls = $1', [listing!.uls]);
    const sent = async (email: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from lead_outbox where message->>'to' = $1`, [email]))[0]!.n;
    // Tuesday 3 November 2026 (EST): 7:00 is 12:00 UTC.
    expect((await runAlerts(db, new Date('2026-11-03T11:59:00Z'))).emails).toBe(0);
    expect(await sent('daily@example.com')).toBe(0);
    expect((await runAlerts(db, new Date('2026-11-03T12:00:30Z'))).emails).toBe(1);
    expect(await sent('daily@example.com')).toBe(1);
    await db.query('update listings set price = price - 5 where uls = $1', [listing!.uls]);
    expect((await runAlerts(db, new Date('2026-11-03T12:05:00Z'))).emails).toBe(0);
    expect(await sent('weekly@example.com')).toBe(0);
    // Monday 9 November 2026, 7:00 EST: the weekly digest and the daily one (the second drop).
    expect((await runAlerts(db, new Date('2026-11-09T12:00:00Z'))).emails).toBe(2);
    expect(await sent('weekly@example.com')).toBe(1);
    expect(await sent('daily@example.com')).toBe(2);
    const [weeklyMail] = await db.query<{ message: { subject: string } }>(`select message from lead_outbox where saved_search_id = $1`, [weekly]);
    // Both drops of the same listing: one line, its newest change.
    expect(weeklyMail!.message.subject).toMatch(/^1 propriété/);
    void daily;
  });
});
