import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { withAdvisoryLock } from '@/lib/jobs/lock';
import { openTestDb } from '../helpers/db';

/*
 * A job's lock is held by an otherwise idle transaction for as long as the job runs (a feed's
 * full load: minutes). That transaction must hold no snapshot: one would keep every dead row
 * version of the whole database from being pruned or vacuumed until the job ends.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('advisory lock on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the transaction holding the lock holds back no vacuum while the job runs', async () => {
    const outcome = await withAdvisoryLock(db, 31_099, 7, async () => {
      const holders = await db.query<{ xmin: string | null }>(
        `select backend_xmin::text as xmin from pg_stat_activity
          where datname = current_database() and state = 'idle in transaction' and query like '%pg_try_advisory_xact_lock%'`,
      );
      return holders;
    });
    expect(outcome).toEqual({ ran: true, value: [{ xmin: null }] });
  });
});
