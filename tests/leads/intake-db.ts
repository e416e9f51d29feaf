import { vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { insertTestSite } from './lead-fixtures';

/**
 * The contact intake handler's database in the intake tests: getDb() answers testDb.current,
 * which a test may point at a failing database. Import this module before the handler.
 */
export const testDb: { current: Promise<Database> | undefined } = { current: undefined };
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

/** The intake handler (POST /api/swc/[micrositeId]/contact), loaded after `env` is applied (undefined deletes). */
export async function loadIntakeRoute(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return (await import('@/app/api/swc/[micrositeId]/contact/route')).POST;
}

/** A fresh database holding the agency test site, which getDb() then answers. */
export async function openIntakeDb(): Promise<Database> {
  testDb.current = openTestDb();
  const db = await testDb.current;
  await insertTestSite(db);
  return db;
}
