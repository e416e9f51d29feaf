import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { defaultFilters } from '@/lib/listings/filters';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed } from '@/lib/listings/sources/feeds';
import { runFeed, type RunOutcome } from '@/lib/listings/sources/runner';
import { getListingByUls, listingsPage } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { ResoFixture, ResoServer, resoFeedInput } from '../helpers/reso-server';

/**
 * The RESO OpenHouse resource: a feed's public open houses reach the listing page and the
 * search's "open house" filter; an added, moved or cancelled one follows on the next run.
 */

const PORT = 4512;
const TUNING = { timeoutMs: 1500, backoffMs: 20, maxRetries: 2, photos: { copy: false } };

describe('open houses from a RESO feed', () => {
  let db: Database;
  let fixture: ResoFixture;
  let server: ResoServer;
  let feedId: number;
  let invalidated: number[] = [];
  const run = (): Promise<RunOutcome> => runFeed(db, feedId, { tuning: TUNING, invalidate: (uls) => (invalidated = uls) });
  const ulsOf = async (key: string) =>
    Number((await db.query<{ uls: number }>('select uls from listings where feed_id = $1 and source_key = $2', [feedId, key]))[0]!.uls);
  const pageOf = async (key: string) => (await getListingByUls(db, await ulsOf(key), { anyStatus: true }))!;
  /** What a visitor finds with "open houses only" ticked: the feed's listings, by key. */
  const openHouseSearch = async () => {
    const page = await listingsPage(db, { ...defaultFilters(), open_house: true }, { locale: 'fr', limit: 100 });
    const keys = await db.query<{ source_key: string }>('select source_key from listings where uls = any($1::int[]) order by source_key', [page.propertiesListing.map((l) => l.uls)]);
    return keys.map((k) => k.source_key);
  };
  const activeWithOpenHouse = () =>
    [...fixture.openHouses.values()]
      .filter((o) => o.OpenHouseStatus !== 'Cancelled' && o.OpenHouseType !== 'Broker' && fixture.properties.get(String(o.ListingKey))?.StandardStatus === 'Active')
      .map((o) => String(o.ListingKey))
      .sort();

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('o1', 'key-o1', 'Site O')");
    fixture = new ResoFixture({ count: 40, seed: 5, openHouseEvery: 4 });
    for (const key of ['L100000', 'L100001', 'L100002']) fixture.properties.get(key)!.StandardStatus = 'Active';
    server = new ResoServer(fixture, { port: PORT });
    await server.start();
    feedId = await createFeed(db, 'o1', resoFeedInput('Open houses', server.url));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('imports the open houses: on the listing page, and found by the open-house filter', async () => {
    expect(await run()).toMatchObject({ status: 'ok', stats: { added: 40 } });
    const page = await pageOf('L100000');
    expect(page.open_house_dates).toEqual([{ start: '2030-06-06T18:00:00.000Z', end: '2030-06-06T20:00:00.000Z' }]);
    expect(page.badge).toBe('open-house');
    expect((await pageOf('L100001')).open_house_dates).toEqual([]);
    expect(activeWithOpenHouse().length).toBeGreaterThan(2);
    expect(await openHouseSearch()).toEqual(activeWithOpenHouse());
  }, 60_000);

  it('an open house added (Montréal wall-clock times) or cancelled follows on the next run', async () => {
    fixture.setOpenHouse('L100001-OH9', { ListingKey: 'L100001', OpenHouseDate: '2030-06-08', OpenHouseStartTime: '13:00', OpenHouseEndTime: '15:00', OpenHouseStatus: 'Active', OpenHouseType: 'Public' });
    fixture.setOpenHouse('L100002-OH9', { ListingKey: 'L100002', OpenHouseStartTime: '2030-06-08T17:00:00Z', OpenHouseEndTime: '2030-06-08T19:00:00Z', OpenHouseType: 'Broker' });
    fixture.setOpenHouse('L100000-OH1', { OpenHouseStatus: 'Cancelled' });
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { added: 0, updated: 0 } });
    expect((await pageOf('L100001')).open_house_dates).toEqual([{ start: '2030-06-08T17:00:00.000Z', end: '2030-06-08T19:00:00.000Z' }]);
    expect((await pageOf('L100000')).open_house_dates).toEqual([]);
    // A brokers' tour is not shown to visitors.
    expect((await pageOf('L100002')).open_house_dates).toEqual([]);
    expect(invalidated.sort()).toEqual([await ulsOf('L100000'), await ulsOf('L100001')].sort());
    const found = await openHouseSearch();
    expect(found).toContain('L100001');
    expect(found).not.toContain('L100000');
    expect(found).toEqual(activeWithOpenHouse());
  }, 60_000);

  it('a listing change keeps its open houses, and a run with nothing new changes nothing', async () => {
    fixture.update('L100001', { ListPrice: 777_000 });
    expect(await run()).toMatchObject({ status: 'ok', stats: { updated: 1 } });
    expect((await pageOf('L100001')).open_house_dates).toHaveLength(1);
    expect(await run()).toMatchObject({ status: 'ok', stats: { added: 0, updated: 0, removed: 0 } });
    expect(invalidated).toEqual([]);
  }, 60_000);
});
