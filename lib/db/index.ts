import 'server-only';
import path from 'node:path';
import { migrate } from './migrate';
import { seedDemo } from './seed';
import { countQueries } from './query-count';
import { ensureFirstAdmin } from '@/lib/auth/bootstrap';
import { onShutdown } from '@/lib/ops/shutdown-hooks';
import type { Database } from './types';
import { config } from '@/lib/config/env';

export type { Database, Queryable } from './types';

/** One database per process: PGlite is single-connection, and pg pools are per process. */
const globalForDb = globalThis as unknown as { __db?: Promise<Database>; __databaseId?: string };

export function getDb(): Promise<Database> {
  if (!globalForDb.__db) {
    const opened = openConfiguredDatabase();
    globalForDb.__db = opened.catch((error) => {
      globalForDb.__db = undefined;
      throw error;
    });
    // Graceful stop (lib/ops/graceful-stop.ts) closes it after the last request.
    onShutdown('database', async () => {
      const db = await opened.catch(() => null);
      if (globalForDb.__db) globalForDb.__db = undefined;
      await db?.close();
    });
  }
  return globalForDb.__db;
}

/** Random id of the open database, part of every data-cache key (see migration 0002). */
export async function getDatabaseId(): Promise<string> {
  await getDb();
  return globalForDb.__databaseId ?? 'unknown';
}

async function openConfiguredDatabase(): Promise<Database> {
  const settings = config();
  const url = settings.DATABASE_URL;
  const db = url
    ? await (await import('./postgres')).openPostgres(url)
    : await (await import('./pglite')).openPglite(
        settings.PGLITE_DIR ?? path.join(process.cwd(), '.data', 'pglite'),
      );
  await migrate(db);
  await ensureFirstAdmin(db);
  const rows = await db.query<{ value: string }>("select value from app_meta where key = 'database_id'");
  globalForDb.__databaseId = rows[0]?.value ?? 'unknown';
  if (settings.SEED_DEMO) await seedDemo(db);
  return countQueries(db);
}
