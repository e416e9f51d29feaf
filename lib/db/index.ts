import 'server-only';
import path from 'node:path';
import { migrate } from './migrate';
import { countQueries } from './query-count';
import { onShutdown } from '@/lib/ops/shutdown-hooks';
import type { Database } from './types';
import { config } from '@/lib/config/env';

export type { Database } from './types';

/** One database per process: PGlite is single-connection, and pg pools are per process. */
const globalForDb = globalThis as unknown as { __db?: Promise<Database>; __databaseId?: string; __databaseSetup?: DatabaseSetup };

/** What runs once a database is migrated, before its first use. */
export type DatabaseSetup = (db: Database) => Promise<void>;

/**
 * The set-up steps of an opened database (the first admin account, the demo content) belong
 * to the layers above; the process's entry (instrumentation.ts, the test set-up) hands them
 * over here before the first getDb(), through lib/seed/database-setup.ts. Kept on globalThis
 * as the database is: every bundle of the server shares it.
 */
export function setDatabaseSetup(setup: DatabaseSetup): void {
  globalForDb.__databaseSetup = setup;
}

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
  const rows = await db.query<{ value: string }>("select value from app_meta where key = 'database_id'");
  globalForDb.__databaseId = rows[0]?.value ?? 'unknown';
  await globalForDb.__databaseSetup?.(db);
  return countQueries(db);
}
