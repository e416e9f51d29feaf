/**
 * Feed import benchmark (run through scripts/bench-feed.mjs): a local RESO Web API server
 * (tests/helpers/reso-server.ts) over BENCH_FEED_LISTINGS listings (default 100,000) with
 * their photo records (no photo bytes), imported into a throw-away schema of DATABASE_URL's
 * PostgreSQL (or an in-memory PGlite without it):
 *   1. the full load;
 *   2. an incremental run after 1,000 listings changed (BENCH_FEED_CHANGES);
 *   3. search (count, page 2 by price, map) p95 after the import, to compare with
 *      npm run bench:search on generated listings.
 *   4. with `--photos N` (npm run bench:feed -- --photos 500): the photo copy the full load
 *      skips, a feed of its own over N photos (4 per listing, small JPEGs served by the local
 *      server) downloaded and stored in the media library (database storage, or MEDIA_DIR),
 *      reported as photos/s.
 * Targets: full load <= 5 min, incremental <= 30 s. Writes bench-results/feed.json.
 * Env: BENCH_FEED_PORT (3760; the photo feed's server uses the next port), BENCH_FEED_PAGE (1000), BENCH_RUNS (30),
 * BENCH_FEED_WRITERS (pages written at once; the importer's default, 2 on PostgreSQL), BENCH_FEED_KEEP=1 (the
 * schema is left in place, to look at the rows and plans; drop it by hand).
 * The outbound client refuses loopback: each local server adds its address and port to
 * OUTBOUND_ALLOW as it starts (tests/helpers/reso-server.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { migrate } from '@/lib/db/migrate';
import { openBenchDb } from './lib/bench-db';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import { insertMunicipalities, listingsVisibleShare } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { forgetCounts } from '@/lib/listings/recent-counts';
import { countListings, listingsMap, listingsPage } from '@/lib/listings/service';
import { createFeed } from '@/lib/listings/sources/feeds';
import { runFeed, type RunOutcome } from '@/lib/listings/sources/runner';
import { allowOutbound } from '../tests/helpers/outbound-allow';
import { ResoFixture, ResoServer, type Raw } from '../tests/helpers/reso-server';

const COUNT = Number(process.env.BENCH_FEED_LISTINGS ?? 100_000);
const CHANGES = Number(process.env.BENCH_FEED_CHANGES ?? 1000);
const PORT = Number(process.env.BENCH_FEED_PORT ?? 3760);
const PAGE = Number(process.env.BENCH_FEED_PAGE ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
// Pages written at once (the importer's default when unset): 1 measures the one-page-at-a-time path.
const WRITERS = process.env.BENCH_FEED_WRITERS ? Number(process.env.BENCH_FEED_WRITERS) : undefined;
const TARGETS = { full_load_s: 300, incremental_s: 30 };

const f = (over: Partial<SearchFilters>): SearchFilters => ({ ...defaultFilters(), ...over });
const SCENARIOS: { name: string; filters: SearchFilters }[] = [
  { name: 'no filter', filters: f({}) },
  { name: 'one municipality (Laval)', filters: f({ mun: ['65005'] }) },
  { name: 'price 300k-600k', filters: f({ price_min: 300_000, price_max: 600_000 }) },
  { name: 'Montréal viewport', filters: f({ map_bounds: { SouthWest_lat: 45.47, SouthWest_lng: -73.65, NorthEast_lat: 45.55, NorthEast_lng: -73.53 } }) },
];

async function p95(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    forgetCounts();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return Number((samples[Math.min(samples.length - 1, Math.ceil(0.95 * samples.length) - 1)] ?? 0).toFixed(2));
}


/** `--photos N` or `--photos=N`: how many feed photos to copy into the library (0: none). */
export function photosArg(args: readonly string[]): number {
  const at = args.findIndex((a) => a === '--photos' || a.startsWith('--photos='));
  if (at < 0) return 0;
  const raw = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--photos takes a whole number of photos (got "${raw ?? ''}")`);
  return n;
}

/**
 * The photo copy: a feed of its own (its own site, so no photo is already in its library) over
 * `count` photos, imported with the copy on; photos/s over the whole run (listings included).
 */
async function benchPhotos(db: Awaited<ReturnType<typeof openBenchDb>>['db'], count: number) {
  const fixture = new ResoFixture({ count: Math.ceil(count / 4), seed: 11, photosPerListing: 4 });
  const server = new ResoServer(fixture, { port: PORT + 1, maxTop: PAGE });
  await server.start();
  try {
    for (const m of fixture.media.values()) m.MediaURL = String(m.MediaURL).replace('https://photos.example.test', `${server.url}/photos`);
    await db.query("insert into sites (id, key, name) values ('bench-photos', 'bench-photos-key', 'Bench photos')");
    const feedId = await createFeed(db, 'bench-photos', {
      kind: 'reso', name: 'Bench photo feed', url: `${server.url}/odata`, token_url: `${server.url}/token`,
      client_id: 'test-client', client_secret: 'test-secret', page_size: PAGE,
    });
    const started = performance.now();
    const outcome = await runFeed(db, feedId, { trigger: 'cli', invalidate: () => undefined });
    const seconds = (performance.now() - started) / 1000;
    const copied = 'stats' in outcome ? outcome.stats.photos : 0;
    const library = Number((await db.query<{ n: number }>("select count(*)::int as n from media where site_id = 'bench-photos'"))[0]!.n);
    console.log(`  photo copy: ${describe(outcome)}; ${library} library items, ${(copied / seconds).toFixed(1)} photos/s`);
    return { photos: fixture.media.size, copied, library_items: library, seconds: Number(seconds.toFixed(1)), photos_per_s: Number((copied / seconds).toFixed(1)) };
  } finally {
    await server.stop();
  }
}

/** The 1, 5 and 15-minute load averages: the machine is shared, and every figure depends on it. */
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

/**
 * The feed's server in a worker thread (scripts/lib/feed-server-worker.mjs): its CPU is not
 * the importer's. The fixture lives there; the benchmark changes it through messages.
 */
async function startFeedServer(count: number, seed: number) {
  const worker = new Worker(path.join(process.cwd(), 'scripts/lib/feed-server-worker.mjs'), { workerData: { count, seed, port: PORT, maxTop: PAGE } });
  const ready = await new Promise<{ url: string; listings: number; photos: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const pending = new Map<number, () => void>();
  worker.on('message', (message: { done: number }) => pending.get(message.done)?.());
  let last = 0;
  const call = (message: Record<string, unknown>) =>
    new Promise<void>((resolve) => {
      const id = ++last;
      pending.set(id, () => {
        pending.delete(id);
        resolve();
      });
      worker.postMessage({ ...message, id });
    });
  allowOutbound(ready.url);
  return {
    ...ready,
    update: (updates: [string, Raw][]) => call({ op: 'update', updates }),
    removeAll: (keys: string[]) => call({ op: 'removeAll', keys }),
    stop: async () => {
      await call({ op: 'stop' });
      await worker.terminate();
    },
  };
}

function describe(outcome: RunOutcome): string {
  if (!('stats' in outcome)) return outcome.status;
  const s = outcome.stats;
  return `${outcome.status} in ${(outcome.durationMs / 1000).toFixed(1)} s: added ${s.added}, updated ${s.updated}, removed ${s.removed}, photos ${s.photos}, warnings ${s.warnings}${outcome.error ? `, error ${outcome.error}` : ''}`;
}

export async function main(args: string[] = []): Promise<void> {
  const photoCount = photosArg(args);
  console.log(`feed benchmark: ${COUNT} listings, page ${PAGE}, ${os.cpus().length} CPUs, load average ${loadAverage()}`);
  let started = performance.now();
  const server = await startFeedServer(COUNT, 5);
  console.log(`  fixture: ${server.listings} listings, ${server.photos} photos, made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { db, label, cleanup } = await openBenchDb('bench_feed');
  try {
    await migrate(db);
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('bench', 'bench-key', 'Bench')");
    const feedId = await createFeed(db, 'bench', {
      kind: 'reso', name: 'Bench feed', url: `${server.url}/odata`, token_url: `${server.url}/token`,
      client_id: 'test-client', client_secret: 'test-secret', page_size: PAGE,
    });
    const run = () => runFeed(db, feedId, { trigger: 'cli', tuning: { photos: { copy: false }, writers: WRITERS }, invalidate: () => undefined });

    started = performance.now();
    const full = await run();
    const fullSeconds = (performance.now() - started) / 1000;
    console.log(`  ${label} full load: ${describe(full)} (load average ${loadAverage()})`);
    const loadAfterFull = loadAverage();
    const visibleAfterFull = await listingsVisibleShare(db);
    console.log(`  all-visible after the full load: ${Math.round(visibleAfterFull * 100)} %`);

    await server.update(Array.from({ length: CHANGES }, (_, i): [string, Raw] => [`L${100000 + Math.floor((i * COUNT) / CHANGES)}`, { ListPrice: 250_000 + i * 1000 }]));
    started = performance.now();
    const incremental = await run();
    const incrementalSeconds = (performance.now() - started) / 1000;
    console.log(`  ${label} incremental (${CHANGES} changed): ${describe(incremental)} (load average ${loadAverage()})`);

    // The slower pass: the feed's full key lists against ours, after 100 listings left the feed.
    await server.removeAll(Array.from({ length: 100 }, (_, i) => `L${100000 + i * Math.floor(COUNT / 100) + 1}`));
    await db.query(`update feeds set checkpoint = checkpoint - 'deletions_at' where id = $1`, [feedId]);
    started = performance.now();
    const deletions = await run();
    const deletionsSeconds = (performance.now() - started) / 1000;
    console.log(`  ${label} key-list comparison (100 left the feed): ${describe(deletions)}`);

    const visible = await listingsVisibleShare(db);
    const search: { scenario: string; count_p95_ms: number; page_p95_ms: number; map_p95_ms: number }[] = [];
    for (const { name, filters } of SCENARIOS) {
      search.push({
        scenario: name,
        count_p95_ms: await p95(() => countListings(db, filters)),
        page_p95_ms: await p95(() => listingsPage(db, filters, { page: 2, locale: 'fr', orderBy: 'price_asc' })),
        map_p95_ms: await p95(() => listingsMap(db, filters, { listingLimit: 25, locale: 'fr' })),
      });
    }
    console.table(search);
    const photoCopy = photoCount > 0 ? await benchPhotos(db, photoCount) : null;
    const result = {
      measured_at: new Date().toISOString(),
      database: label,
      cpus: os.cpus().length,
      listings: COUNT,
      photos: server.photos,
      page_size: PAGE,
      full_load_s: Number(fullSeconds.toFixed(1)),
      load_average_after_full_load: loadAfterFull,
      incremental_changes: CHANGES,
      incremental_s: Number(incrementalSeconds.toFixed(2)),
      deletion_pass_s: Number(deletionsSeconds.toFixed(2)),
      targets: TARGETS,
      all_visible_after_full_load: Number(visibleAfterFull.toFixed(3)),
      all_visible_after_import: Number(visible.toFixed(3)),
      search_after_import: search,
      ...(photoCopy ? { photo_copy: photoCopy } : {}),
      full: 'stats' in full ? full.stats : full.status,
      incremental: 'stats' in incremental ? incremental.stats : incremental.status,
    };
    await fs.mkdir(path.join(process.cwd(), 'bench-results'), { recursive: true });
    await fs.writeFile(path.join(process.cwd(), 'bench-results', 'feed.json'), `${JSON.stringify({ ...result, full: undefined, incremental: undefined }, null, 2)}\n`);
    console.log(`  full load ${result.full_load_s} s (target ≤ ${TARGETS.full_load_s}), incremental ${result.incremental_s} s (target ≤ ${TARGETS.incremental_s}), all-visible ${Math.round(visible * 100)} %`);
  } finally {
    if (process.env.BENCH_FEED_KEEP) {
      console.log(`  kept the schema for inspection: bench_feed_${process.pid}`);
      await db.close();
    } else await cleanup();
    await server.stop();
  }
}
