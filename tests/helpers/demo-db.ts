import { seedDemo } from '@/lib/seed';
import type { Database } from '@/lib/db/types';
import { openTestDb } from './db';

/** A fresh database with the demo sites seeded: what a new install shows. */
export async function openDemoDb(): Promise<Database> {
  const db = await openTestDb();
  await seedDemo(db);
  return db;
}
