import 'server-only';
import path from 'node:path';
import { migrate } from './migrate';
import { seedDemo } from './seed';
import type { Database } from './types';

export type { Database, Queryable } from './types';

/** One database per process: PGlite is single-connection, and pg pools are per process. */
const globalForDb = globalThis as unknown as { __db?: Promise<Database> };

export function getDb(): Promise<Database> {
  globalForDb.__db ??= openConfiguredDatabase().catch((error) => {
    globalForDb.__db = undefined;
    throw error;
  });
  return globalForDb.__db;
}

async function openConfiguredDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const db = url
    ? await (await import('./postgres')).openPostgres(url)
    : await (await import('./pglite')).openPglite(
        process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data', 'pglite'),
      );
  await migrate(db);
  if (process.env.SEED_DEMO !== 'false') await seedDemo(db);
  return db;
}
