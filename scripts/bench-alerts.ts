/**
 * Saved-search alerts benchmark (run through scripts/bench-alerts.mjs), in a
 * throw-away schema of DATABASE_URL's PostgreSQL (an in-memory PGlite without it):
 *   1. BENCH_ALERTS_SEARCHES (100,000) active saved searches with generated criteria
 *      (one or two municipalities, mostly a price band, often a type and rooms);
 *   2. BENCH_ALERTS_CHANGES (1,000) listing changes recorded by the listings trigger:
 *      half new listings, half price drops;
 *   3. the matcher over those changes against every search (target <= 10 s);
 *   4. instant digests rendered and queued in the outbox for BENCH_ALERTS_EMAILS (5,000)
 *      searches (target >= 200 e-mails/s).
 * Writes bench-results/alerts.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { sendDigests } from '@/lib/alerts/digest';
import { matchPendingChanges } from '@/lib/alerts/match';
import { CRITERIA_COLUMNS, criteriaColumnValues } from '@/lib/listings/criteria-sql';
import { migrate } from '@/lib/db/migrate';
import { openBenchDb } from './lib/bench-db';
import { defaultFilters, type SearchFilters } from '@/lib/listings/filters';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { chance, intBetween, mulberry32, pickOne } from '@/lib/listings/prng';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';

const SEARCHES = Number(process.env.BENCH_ALERTS_SEARCHES ?? 100_000);
const CHANGES = Number(process.env.BENCH_ALERTS_CHANGES ?? 1000);
const EMAILS = Number(process.env.BENCH_ALERTS_EMAILS ?? 5000);
const LISTINGS = Number(process.env.BENCH_ALERTS_LISTINGS ?? 20_000);
const TARGETS = { match_s: 10, emails_per_s: 200 };


/**
 * A buyer's search as portals see them: one or two municipalities (an alert always names a
 * place), usually a price band, often a type and a bedroom count.
 */
function generatedCriteria(rand: () => number, muns: string[], prices: number[]): SearchFilters {
  const price = () => prices[intBetween(rand, 0, prices.length - 1)]!;
  const banded = chance(rand, 0.8);
  const a = price();
  const b = price();
  return {
    ...defaultFilters(),
    mun: [...new Set(Array.from({ length: intBetween(rand, 1, 2) }, () => pickOne(rand, muns)))].sort(),
    type: chance(rand, 0.6) ? [pickOne(rand, PROPERTY_TYPES)] : [],
    price_min: banded ? Math.min(a, b) : null,
    price_max: banded ? Math.max(a, b) : null,
    bedrooms: chance(rand, 0.5) ? intBetween(rand, 1, 4) : null,
    bathrooms: chance(rand, 0.2) ? intBetween(rand, 1, 2) : null,
    forSaleForRent: chance(rand, 0.85) ? 'buy' : 'rent',
  };
}

export async function main(): Promise<void> {
  const { db, label, cleanup } = await openBenchDb('bench_alerts');
  const started = performance.now();
  try {
    await migrate(db);
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query(`insert into sites (id, key, name, type, domains) values ('bench', 'bench-key', 'Bench', 'broker', '{bench.example.com}')`);
    const listings = [...generateListings({ count: LISTINGS, seed: 32, now: new Date() })];
    await insertListings(db, listings);
    const muns = [...new Set(listings.map((l) => l.mun_code))];
    const prices = listings.map((l) => l.price).sort((a, b) => a - b);
    console.log(`[bench:alerts] ${label}: ${LISTINGS} listings in ${muns.length} municipalities`);

    const rand = mulberry32(2026);
    const columns = ['site_id', 'email', 'locale', 'frequency', 'status', 'criteria', 'origin', 'consent_text', 'consented_at', 'confirmed_at', ...CRITERIA_COLUMNS];
    const BATCH = 1000;
    for (let i = 0; i < SEARCHES; i += BATCH) {
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let j = i; j < Math.min(SEARCHES, i + BATCH); j++) {
        const criteria = generatedCriteria(rand, muns, prices);
        const row = ['bench', `buyer${j}@example.com`, j % 3 === 0 ? 'en' : 'fr', 'instant', 'active', JSON.stringify(criteria), 'https://bench.example.com', 'consent', new Date().toISOString(), new Date().toISOString(), ...criteriaColumnValues(criteria)];
        tuples.push(`(${row.map((v) => { values.push(v); return `$${values.length}`; }).join(', ')})`);
      }
      await db.query(`insert into saved_searches (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
    }
    await db.query('analyze saved_searches');
    console.log(`[bench:alerts] ${SEARCHES} active saved searches`);

    // The changes, through the listings trigger like any writer: half new listings, half price drops.
    const fresh = [...generateListings({ count: Math.ceil(CHANGES / 2), seed: 33, now: new Date() })].map((l, k) => ({ ...l, uls: 800_000_000 + k, status: 'active' as const }));
    await insertListings(db, fresh);
    const dropped = listings.filter((l) => l.status === 'active').slice(0, Math.floor(CHANGES / 2)).map((l) => l.uls);
    await db.query('update listings set price = (price * 0.93)::int where uls = any($1::int[])', [dropped]);
    const [recorded] = await db.query<{ n: number }>('select count(*)::int as n from listing_changes where matched_at is null');

    const matchStart = performance.now();
    if (process.env.BENCH_ALERTS_KEEP === '1') return;
    const matched = await db.transaction((tx) => matchPendingChanges(tx, { batch: 1_000_000 }));
    const matchSeconds = (performance.now() - matchStart) / 1000;
    console.log(`[bench:alerts] matched ${matched.changes} changes against ${SEARCHES} searches: ${matched.deliveries} deliveries in ${matchSeconds.toFixed(2)} s (target <= ${TARGETS.match_s} s)`);

    const [withDeliveries] = await db.query<{ n: number }>('select count(distinct search_id)::int as n from alert_deliveries');
    const digestStart = performance.now();
    const emails = await sendDigests(db, 'instant', { maxSearches: EMAILS });
    const digestSeconds = (performance.now() - digestStart) / 1000;
    const rate = emails / digestSeconds;
    console.log(`[bench:alerts] ${emails} digests rendered and queued in ${digestSeconds.toFixed(2)} s: ${rate.toFixed(0)} e-mails/s (target >= ${TARGETS.emails_per_s}); ${withDeliveries?.n} searches had news`);

    const result = {
      date: new Date().toISOString(),
      database: label,
      load_average: os.loadavg().map((n) => Number(n.toFixed(2))),
      cpus: os.cpus().length,
      listings: LISTINGS,
      searches: SEARCHES,
      changes_recorded: recorded?.n,
      match: { changes: matched.changes, deliveries: matched.deliveries, seconds: Number(matchSeconds.toFixed(2)), target_s: TARGETS.match_s, met: matchSeconds <= TARGETS.match_s },
      digests: { emails, seconds: Number(digestSeconds.toFixed(2)), per_second: Math.round(rate), target: TARGETS.emails_per_s, met: rate >= TARGETS.emails_per_s },
      total_s: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
    await fs.mkdir('bench-results', { recursive: true });
    await fs.writeFile('bench-results/alerts.json', `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result));
  } finally {
    if (process.env.BENCH_ALERTS_KEEP !== '1') await cleanup();
    else await db.close();
  }
}
