import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/types';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away schema on the PostgreSQL server of TEST_DATABASE_URL (CI runs both).
 */
export async function openTestDb(): Promise<Database> {
  return (await openTestDbs(1))[0]!;
}

/**
 * Like openTestDb, with `count` handles on the same data that stand for as many app
 * instances: separate connection pools on PostgreSQL, the one PGlite database otherwise
 * (one process per database there). Close the first last: it drops the schema.
 */
export async function openTestDbs(count: number): Promise<Database[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    await migrate(db);
    return Array.from({ length: count }, () => db);
  }
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const sep = url.includes('?') ? '&' : '?';
  const schemaUrl = `${url}${sep}options=-c%20search_path%3D${schema}`;
  const db = await openPostgres(schemaUrl);
  await migrate(db);
  const close = db.close.bind(db);
  const first: Database = {
    ...db,
    close: async () => {
      await db.exec(`drop schema ${schema} cascade`);
      await close();
    },
  };
  const others = await Promise.all(Array.from({ length: count - 1 }, () => openPostgres(schemaUrl)));
  return [first, ...others];
}
