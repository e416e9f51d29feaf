import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/types';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away schema on the PostgreSQL server of TEST_DATABASE_URL (CI runs both).
 */
export async function openTestDb(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const sep = url.includes('?') ? '&' : '?';
  const db = await openPostgres(`${url}${sep}options=-c%20search_path%3D${schema}`);
  await migrate(db);
  const close = db.close.bind(db);
  return {
    ...db,
    close: async () => {
      await db.exec(`drop schema ${schema} cascade`);
      await close();
    },
  };
}
