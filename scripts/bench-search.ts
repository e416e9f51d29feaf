/**
 * Search benchmark (run through scripts/bench-search.mjs: `npm run bench:search`).
 * Generates BENCH_LISTINGS (100 000) listings into a fresh in-memory PGlite and, when
 * DATABASE_URL is set, into a throw-away schema of that PostgreSQL, then times the service
 * functions (not HTTP) for typical filters: p50/p95 of count, page and map answers.
 * BENCH_DATABASES=postgres (or pglite) runs one database only, e.g. a million listings on
 * PostgreSQL without filling PGlite first. Every timed run starts with the recent-count memo
 * emptied, so each answer pays for its own count (the worst case, not the memo's best).
 * BENCH_SCHEMA=name keeps the PostgreSQL schema (filled once, reused by later runs; EXPLAIN it).
 * Also times the map viewport with a GiST index on point(lng, lat) to compare with the
 * btree on (lat, lng) the migration ships. Writes bench-results/search.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities, listingsVisibleShare, vacuumListings } from '@/lib/listings/insert';
import { forgetCounts } from '@/lib/listings/recent-counts';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { countListings, listingsMap, listingsPage } from '@/lib/listings/service';
import { timeRuns } from './lib/timing';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const TARGET_MS = { count: 25, page: 25, map: 60 } as const;

const montrealViewport = { SouthWest_lat: 45.47, SouthWest_lng: -73.65, NorthEast_lat: 45.55, NorthEast_lng: -73.53 };
const f = (over: Partial<SearchFilters>): SearchFilters => ({ ...defaultFilters(), ...over });
const SCENARIOS: { name: string; filters: SearchFilters }[] = [
  { name: 'no filter', filters: f({}) },
  { name: 'one municipality (Laval)', filters: f({ mun: ['65005'] }) },
  { name: 'price 300k-600k', filters: f({ price_min: 300_000, price_max: 600_000 }) },
  { name: 'Montréal viewport', filters: f({ map_bounds: montrealViewport }) },
  { name: 'Montréal condos 2+ bd < 700k', filters: f({ mun: ['66023'], type: ['condo'], bedrooms: 2, price_max: 700_000, forSaleForRent: 'buy' }) },
];

interface Row {
  database: string;
  query: 'count' | 'page' | 'map';
  scenario: string;
  matches: number | string;
  p50_ms: number;
  p95_ms: number;
  target_ms: number;
}

/** One query timed (scripts/lib/timing.ts), each run with the recent-count memo emptied. */
const time = (fn: () => Promise<unknown>) => timeRuns(fn, { runs: RUNS, warmup: WARMUP, beforeEach: forgetCounts });

interface FillReport {
  fill_seconds: number;
  /** Listings table, its indexes and the details table. */
  size_mb: number;
  /** Share of listings pages marked all-visible after the load (1: counts are index-only). */
  all_visible: number;
}

async function fill(db: Database): Promise<FillReport> {
  await migrate(db);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await insertMunicipalities(tx, MUNICIPALITIES);
    await insertListings(tx, generateListings({ count: COUNT, seed: 42, now: new Date() }));
  });
  await vacuumListings(db);
  const fillSeconds = (performance.now() - started) / 1000;
  const [size] = await db.query<{ bytes: string }>(
    `select (pg_total_relation_size('listings') + pg_total_relation_size('listing_details'))::text as bytes`,
  );
  const report = {
    fill_seconds: Number(fillSeconds.toFixed(1)),
    size_mb: Math.round(Number(size?.bytes ?? 0) / 2 ** 20),
    all_visible: Number((await listingsVisibleShare(db)).toFixed(3)),
  };
  console.log(`  loaded in ${report.fill_seconds} s, ${report.size_mb} MB, ${Math.round(report.all_visible * 100)} % of pages all-visible`);
  return report;
}

/** A kept schema (BENCH_SCHEMA) that already holds BENCH_LISTINGS listings is measured as it is. */
async function alreadyFilled(db: Database): Promise<FillReport | null> {
  if (!process.env.BENCH_SCHEMA) return null;
  const exists = await db.query<{ ok: boolean }>(`select to_regclass('listings') is not null as ok`);
  if (!exists[0]?.ok) return null;
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from listings');
  if ((row?.n ?? 0) !== COUNT) return null;
  await migrate(db);
  console.log(`  reusing ${COUNT} listings of schema ${process.env.BENCH_SCHEMA}`);
  const [size] = await db.query<{ bytes: string }>(
    `select (pg_total_relation_size('listings') + pg_total_relation_size('listing_details'))::text as bytes`,
  );
  return { fill_seconds: 0, size_mb: Math.round(Number(size?.bytes ?? 0) / 2 ** 20), all_visible: await listingsVisibleShare(db) };
}

async function measure(db: Database, label: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, filters } of SCENARIOS) {
    const counted = await countListings(db, filters);
    const matches = counted.exact ? counted.total : `${counted.total}+`;
    const count = await time(() => countListings(db, filters));
    const page = await time(() => listingsPage(db, filters, { page: 2, locale: 'fr', orderBy: 'price_asc' }));
    const map = await time(() => listingsMap(db, filters, { listingLimit: 25, locale: 'fr' }));
    for (const [query, t] of [['count', count], ['page', page], ['map', map]] as const) {
      rows.push({ database: label, query, scenario: name, matches, p50_ms: t.p50, p95_ms: t.p95, target_ms: TARGET_MS[query] });
    }
    console.log(`  ${label} · ${name}: ${matches} matches`);
  }
  return rows;
}

/** The alternative spatial index: GiST on point(lng, lat) with a box containment query. */
async function gistComparison(db: Database): Promise<{ btree: { p50: number; p95: number }; gist: { p50: number; p95: number } }> {
  const b = montrealViewport;
  const btreeSql = `select count(*) from listings where status = 'active' and lat between $1 and $2 and lng between $3 and $4`;
  const btree = await time(() => db.query(btreeSql, [b.SouthWest_lat, b.NorthEast_lat, b.SouthWest_lng, b.NorthEast_lng]));
  await db.query(`create index bench_listings_gist on listings using gist (point(lng, lat)) where status = 'active'`);
  await db.query('analyze listings');
  const gistSql = `select count(*) from listings where status = 'active' and point(lng, lat) <@ box(point($1, $2), point($3, $4))`;
  const gist = await time(() => db.query(gistSql, [b.SouthWest_lng, b.SouthWest_lat, b.NorthEast_lng, b.NorthEast_lat]));
  await db.query('drop index bench_listings_gist');
  return { btree, gist };
}

function printTable(rows: Row[]): void {
  const line = (cells: string[]) => console.log(cells.map((c, i) => (i < 3 ? c.padEnd([10, 6, 30][i]!) : c.padStart(9))).join(' '));
  line(['database', 'query', 'scenario', 'matches', 'p50 ms', 'p95 ms', 'target', 'ok']);
  for (const r of rows) {
    line([r.database, r.query, r.scenario, String(r.matches), r.p50_ms.toFixed(2), r.p95_ms.toFixed(2), `<${r.target_ms}`, r.p95_ms < r.target_ms ? 'yes' : 'NO']);
  }
}

async function onPostgres(url: string): Promise<{ db: Database; cleanup: () => Promise<void> }> {
  // BENCH_SCHEMA names a schema to keep and reuse: filled once, measured again later.
  const kept = process.env.BENCH_SCHEMA;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_SCHEMA must be a plain lower-case name');
  const schema = kept ?? `bench_${process.pid}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema if not exists ${schema}`);
  const sep = url.includes('?') ? '&' : '?';
  const db = await openPostgres(`${url}${sep}options=-c%20search_path%3D${schema}`);
  return {
    db,
    cleanup: async () => {
      await db.close();
      // A kept schema stays for EXPLAIN ANALYZE (set search_path to it) and later runs.
      if (kept) console.log(`kept schema ${schema}`);
      else await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

export async function main(): Promise<void> {
  const results: Row[] = [];
  const databases: Record<string, unknown> = {};
  const url = process.env.DATABASE_URL;
  const wanted = (process.env.BENCH_DATABASES ?? (url ? 'pglite,postgres' : 'pglite')).split(',').map((d) => d.trim());
  const loadBefore = os.loadavg()[0] ?? 0;

  if (wanted.includes('pglite')) {
    console.log(`> PGlite (in memory): generating ${COUNT} listings…`);
    const pglite = await openPglite();
    const report = await fill(pglite);
    results.push(...(await measure(pglite, 'pglite')));
    databases.pglite = { ...report, viewport_count_index: await gistComparison(pglite) };
    await pglite.close();
  }

  if (wanted.includes('postgres')) {
    if (!url) throw new Error('BENCH_DATABASES=postgres needs DATABASE_URL');
    console.log(`> PostgreSQL: generating ${COUNT} listings…`);
    const { db, cleanup } = await onPostgres(url);
    try {
      const report = (await alreadyFilled(db)) ?? (await fill(db));
      results.push(...(await measure(db, 'postgres')));
      databases.postgres = { ...report, viewport_count_index: await gistComparison(db) };
    } finally {
      await cleanup();
    }
  }
  const machineLoad = { before: Number(loadBefore.toFixed(2)), after: Number((os.loadavg()[0] ?? 0).toFixed(2)) };
  console.log(`machine load (1 min average): ${machineLoad.before} before, ${machineLoad.after} after`);

  console.log('');
  printTable(results);
  console.log('\nviewport count, btree (lat,lng) vs GiST point(lng,lat):', JSON.stringify(databases, null, 1));
  const out = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    listings: COUNT,
    runs: RUNS,
    machine_load: machineLoad,
    targets_ms: TARGET_MS,
    databases,
    results,
  };
  const dir = path.join(process.cwd(), 'bench-results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'search.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nSaved bench-results/search.json`);
  const misses = results.filter((r) => r.p95_ms >= r.target_ms);
  if (misses.length) console.log(`${misses.length} measurement(s) above target.`);
}
