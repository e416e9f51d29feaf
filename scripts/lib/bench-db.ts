import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';

/**
 * The database a benchmark runs on: with DATABASE_URL, a throw-away schema of that PostgreSQL
 * (`<prefix>_<pid>`, dropped by cleanup); without it, an in-memory PGlite.
 */
export async function openBenchDb(prefix: string): Promise<{ db: Database; label: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, label: 'pglite (memory)', cleanup: () => db.close() };
  }
  const schema = `${prefix}_${process.pid}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  const sep = url.includes('?') ? '&' : '?';
  const db = await openPostgres(`${url}${sep}options=-c%20search_path%3D${schema}`);
  return {
    db,
    label: 'postgres',
    cleanup: async () => {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
