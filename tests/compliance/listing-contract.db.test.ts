import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredTags } from '@/lib/cache/invalidate';
import type { Database } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { listingsByBrokers } from '@/lib/listings/by-broker';
import { withdrawEndedContracts } from '@/lib/listings/contract-withdrawal';
import { defaultFilters } from '@/lib/listings/filters';
import type { ListingRow } from '@/lib/listings/generator';
import { countListings, featuredListings, getListingByUls, listingsMap, listingsPage, listingTooltip, searchFilterOptions } from '@/lib/listings/service';
import { listingSitemapEntries } from '@/lib/seo/sitemap';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from '../listings/fixtures';

/**
 * Rule listing_contract through the public reads the pages and the /api/swc handlers call:
 * an active listing whose contract ended yesterday or starts tomorrow is nowhere (search,
 * count, map, featured, listing page, popup, profile, sitemap, filter counts); one whose
 * contract ends or starts today is everywhere. The withdrawal job expires the pages of a
 * listing on the day after its contract's last day.
 */
let db: Database;
let active: ListingRow[];
const DAY = 86_400_000;
const today = quebecDay();
const shift = (days: number) => quebecDay(Date.now() + days * DAY);
let ended: ListingRow, future: ListingRow, lastDay: ListingRow, firstDay: ListingRow;

beforeAll(async () => {
  db = await openTestDb();
  const rows = await seedFixtureListings(db, 150);
  active = rows.filter((r) => r.status === 'active');
  [ended, future, lastDay, firstDay] = active as [ListingRow, ListingRow, ListingRow, ListingRow];
  const set = (row: ListingRow, start: string, end: string) =>
    db.query('update listings set contract_start = $2, contract_end = $3 where uls = $1', [row.uls, start, end]);
  await set(ended, shift(-200), shift(-1));
  await set(future, shift(1), shift(180));
  await set(lastDay, shift(-180), today);
  await set(firstDay, today, shift(180));
});
afterAll(() => db?.close());

const hidden = () => [ended.uls, future.uls];
const shown = () => [lastDay.uls, firstDay.uls];

describe('listings only under contract: the public reads', () => {
  it('the search, its count and its map leave out a listing whose contract ended yesterday or starts tomorrow', async () => {
    const page = await listingsPage(db, defaultFilters(), { locale: 'fr', limit: 500 });
    const ids = page.propertiesListing.map((l) => l.uls);
    expect(ids).not.toEqual(expect.arrayContaining([ended.uls]));
    expect(ids).not.toEqual(expect.arrayContaining([future.uls]));
    expect(ids).toEqual(expect.arrayContaining(shown()));
    expect(page.total).toBe(active.length - 2);
    expect((await countListings(db, { ...defaultFilters(), mun: [ended.mun_code] })).total).toBe(
      active.filter((r) => r.mun_code === ended.mun_code && !hidden().includes(r.uls)).length,
    );
    const map = await listingsMap(db, defaultFilters(), { locale: 'en', listingLimit: 500 });
    const markers = map.propertiesMap.map((m) => Number(m.block_params.hover_id));
    for (const uls of hidden()) expect(markers).not.toContain(uls);
    for (const uls of shown()) expect(markers).toContain(uls);
  });

  it('nor the featured blocks, the listing page, the map popup, the broker profile, the sitemap or the filter counts', async () => {
    const featured = (await featuredListings(db, { locale: 'fr', limit: 500 })).map((l) => l.uls);
    const profile = (await listingsByBrokers(db, [ended.broker.name, future.broker.name, lastDay.broker.name], 'fr', 500)).items.map((l) => l.uls);
    const sitemap = (await listingSitemapEntries(db, 0)).map((e) => e.paths.fr);
    for (const row of [ended, future]) {
      expect(featured).not.toContain(row.uls);
      expect(profile).not.toContain(row.uls);
      expect(await getListingByUls(db, row.uls)).toBeNull();
      expect(await listingTooltip(db, row.uls, 'fr')).toBeNull();
      expect(sitemap.some((p) => p?.endsWith(`-${row.uls}`))).toBe(false);
    }
    for (const row of [lastDay, firstDay]) {
      expect(featured).toContain(row.uls);
      expect((await getListingByUls(db, row.uls))?.uls).toBe(row.uls);
      expect(sitemap.some((p) => p?.endsWith(`-${row.uls}`))).toBe(true);
    }
    expect(profile).toContain(lastDay.uls);
    const options = await searchFilterOptions(db, 'fr');
    const count = options.municipalities.find((m) => m.MUN_CODE === ended.mun_code)?.listing_count ?? 0;
    expect(count).toBe(active.filter((r) => r.mun_code === ended.mun_code && !hidden().includes(r.uls)).length);
  });

  it('the editor still previews a listing out of contract', async () => {
    expect((await getListingByUls(db, ended.uls, { anyStatus: true }))?.uls).toBe(ended.uls);
  });
});

describe('listings only under contract: the withdrawal job', () => {
  it('expires the pages of a listing the day after its last day, and of one whose contract starts, once', async () => {
    await withdrawEndedContracts(db);
    expiredTags.length = 0;
    expect(await withdrawEndedContracts(db)).toEqual({ ended: [], started: [] });
    expect(expiredTags).toEqual([]);

    const tomorrow = new Date(Date.now() + DAY);
    const run = await withdrawEndedContracts(db, tomorrow);
    expect(run.ended).toEqual([lastDay.uls]);
    expect(run.started).toEqual([future.uls]);
    expect(expiredTags).toEqual(expect.arrayContaining(['listings', `listing:${lastDay.uls}`, `listing:${future.uls}`]));
    expiredTags.length = 0;
    expect(await withdrawEndedContracts(db, tomorrow)).toEqual({ ended: [], started: [] });
    expect(expiredTags).toEqual([]);
  });
});
