import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertSavedSearch } from '@/lib/alerts/store';
import { defaultFilters } from '@/lib/listings/filters';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed } from '@/lib/listings/sources/feeds';
import { runFeed } from '@/lib/listings/sources/runner';
import { openTestDb } from '../helpers/db';
import { ResoFixture, ResoServer, resoFeedInput } from '../helpers/reso-server';

/*
 * On PostgreSQL a feed run writes two pages of photos or listings at once, each in its own
 * transaction. The same feed imported one page at a time and two at a time must give the same
 * listings, photos, held-back records and saved-search changes; a run that fails half-way
 * loses nothing and writes nothing twice once run again.
 */

const PORT = 3767;
const TUNING = { timeoutMs: 1500, backoffMs: 20, maxRetries: 4, photos: { copy: false } };
// 1 May 2026, noon in Montréal.
const NOW = () => new Date(Date.UTC(2026, 4, 1, 16));
const COUNT = 3000;

let db: Database;
let server: ResoServer;
// Transactions of a full load (the lock's, then one a page), counted by the first test.
let transactionsOfALoad = 0;
const feeds: Record<string, number> = {};

/** The database, counting the transactions open at once (the feed lock's own is one). */
function counting(base: Database) {
  let open = 0;
  const state = { most: 0, calls: 0, failAt: 0 };
  const wrapped: Database = {
    ...base,
    async transaction(fn) {
      state.calls++;
      if (state.calls === state.failAt) throw new Error('connection lost');
      open++;
      state.most = Math.max(state.most, open);
      try {
        return await base.transaction(fn);
      } finally {
        open--;
      }
    },
  };
  return { db: wrapped, state };
}

const runWith = (target: Database, site: string, writers: number) =>
  runFeed(target, feeds[site]!, { trigger: 'cli', tuning: { ...TUNING, writers }, now: NOW, invalidate: () => undefined });

/** A feed's rows by source key: the listing as pages show it, its details and photos. */
async function rowsOf(site: string) {
  const rows = await db.query<{ source_key: string; row: string }>(
    `select l.source_key, jsonb_build_array(l.transaction, l.type, l.status, l.price, l.close_price, l.close_date, l.street, l.postal_code,
            l.mun_code, l.lat, l.lng, l.bedrooms, l.bathrooms, l.area, l.lot_area, l.year_built, l.badge, l.open_house_dates, l.photos,
            l.photo_alts, l.slug, l.listed_at, l.source_modified_at, l.contract_start, l.contract_end, d.description, d.broker, d.office,
            d.source_data)::text as row
       from listings l join listing_details d on d.uls = l.uls where l.feed_id = $1 order by l.source_key`,
    [feeds[site]],
  );
  return rows.map((r) => `${r.source_key} ${r.row}`);
}

const heldBackOf = (site: string) =>
  db.query<{ source_key: string; rule: string; reason: string }>(
    'select source_key, rule, reason from feed_held_back where feed_id = $1 order by run_id, source_key',
    [feeds[site]],
  );

const changesOf = (site: string) =>
  db.query<{ source_key: string; kind: string; new_price: number }>(
    `select l.source_key, c.kind, c.new_price from listing_changes c join listings l on l.uls = c.uls
      where l.feed_id = $1 order by l.source_key, c.kind`,
    [feeds[site]],
  );

beforeAll(async () => {
  db = await openTestDb();
  await insertMunicipalities(db, MUNICIPALITIES);
  // An active saved search: the import records what its alerts match.
  await db.query("insert into sites (id, key, name) values ('one', 'key-one', 'One'), ('two', 'key-two', 'Two'), ('three', 'key-three', 'Three')");
  const saved = await insertSavedSearch(db, {
    siteId: 'one', email: 'a@example.com', locale: 'fr', frequency: 'instant', criteria: defaultFilters(), memberId: null, sourcePath: null,
    origin: 'https://x.example.com', consentText: 'ok', consentedAt: new Date(), consentIpHash: null,
  });
  await db.query(`update saved_searches set status = 'active' where id = $1`, [saved.id]);
  server = new ResoServer(new ResoFixture({ count: COUNT, seed: 3 }), { port: PORT });
  await server.start();
  for (const site of ['one', 'two', 'three']) feeds[site] = await createFeed(db, site, resoFeedInput(`Feed ${site}`, server.url, 200));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('feed pages written two at a time on PostgreSQL', () => {
  it('a full load two pages at a time gives the listings, photos, held-back listings and alert changes of one page at a time', async () => {
    const one = counting(db);
    const sequential = await runWith(one.db, 'one', 1);
    const two = counting(db);
    const concurrent = await runWith(two.db, 'two', 2);
    // The feed lock's transaction and, with two writers, two pages at once.
    expect(one.state.most).toBe(2);
    transactionsOfALoad = one.state.calls;
    expect(two.state.most).toBe(3);
    expect(sequential).toMatchObject({ status: 'ok', stats: { added: COUNT } });
    expect(concurrent).toMatchObject({ status: 'ok', stats: { added: COUNT, photos: sequential.status === 'ok' ? sequential.stats.photos : -1 } });
    const rows = await rowsOf('one');
    expect(rows).toHaveLength(COUNT);
    expect(await rowsOf('two')).toEqual(rows);
    const held = await heldBackOf('one');
    expect(held.length).toBeGreaterThan(0);
    expect(await heldBackOf('two')).toEqual(held);
    const changes = await changesOf('one');
    expect(changes.length).toBeGreaterThan(0);
    expect(await changesOf('two')).toEqual(changes);
  });

  it('a run that fails half-way resumes after its last page written in order, and ends with the same rows, each listing added once', async () => {
    const failing = counting(db);
    // A page of listings (15 pages of 200, the last ones of the run), with pages written after it.
    failing.state.failAt = transactionsOfALoad - 6;
    const failed = await runWith(failing.db, 'three', 2);
    expect(failed.status).toBe('failed');
    const addedBefore = failed.status === 'failed' ? failed.stats.added : -1;
    expect(addedBefore).toBeLessThan(COUNT);
    const again = await runWith(db, 'three', 2);
    expect(again).toMatchObject({ status: 'ok', stats: { added: COUNT - addedBefore } });
    expect(await rowsOf('three')).toEqual(await rowsOf('one'));
  });
});
