/**
 * Generates N listings into the configured database (DATABASE_URL, else the embedded
 * PGlite of PGLITE_DIR or .data/pglite). Run through scripts/seed-listings.mjs:
 *   npm run seed:listings -- --count 100000 [--seed 42] [--replace]
 * Without --replace, listings are appended after the existing ones (new listing numbers).
 * Stop the app first when it uses the embedded database: PGlite allows one process.
 */
import path from 'node:path';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities, vacuumListings } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';

export interface SeedArgs {
  count: number;
  seed: number;
  replace: boolean;
}

export function parseSeedArgs(argv: string[]): SeedArgs {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  };
  const count = Number(value('count') ?? 100_000);
  const seed = Number(value('seed') ?? 20_260_501);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) throw new Error('--count must be a whole number from 1 to 5000000');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  return { count, seed, replace: argv.includes('--replace') };
}

async function openConfigured(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  // Static imports only: the module runner that loaded this file is closed once it is loaded.
  if (url) return openPostgres(url);
  return openPglite(process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data', 'pglite'));
}

export async function main(argv: string[]): Promise<void> {
  const args = parseSeedArgs(argv);
  const db = await openConfigured();
  try {
    await migrate(db);
    const started = performance.now();
    const inserted = await db.transaction(async (tx) => {
      await insertMunicipalities(tx, MUNICIPALITIES);
      if (args.replace) await tx.query('delete from listings');
      const rows = await tx.query<{ n: number }>('select count(*)::int as n from listings');
      const startIndex = args.replace ? 0 : (rows[0]?.n ?? 0) + 1_000_000;
      return insertListings(tx, generateListings({ count: args.count, seed: args.seed, startIndex }));
    });
    await vacuumListings(db);
    const total = await db.query<{ n: number }>('select count(*)::int as n from listings');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${db.kind}: inserted ${inserted} listings in ${seconds} s (${total[0]?.n ?? '?'} in the table)`);
  } finally {
    await db.close();
  }
}
