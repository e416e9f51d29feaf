import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { withFeedLock } from '@/lib/listings/sources/run-lock';
import { openTestDb } from '../helpers/db';

/**
 * One run per feed at a time: within a process, and across processes on PostgreSQL (two
 * connection pools stand for two app instances; advisory locks are database-wide).
 */
describe('feed run lock', () => {
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    a = await openTestDb();
    b = process.env.TEST_DATABASE_URL ? await openPostgres(process.env.TEST_DATABASE_URL) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  it('a second run of the same feed is refused while the first holds the lock, then allowed', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = withFeedLock(a, 7, async () => {
      entered();
      await holding;
      return 'first';
    });
    await inside;
    expect(await withFeedLock(b, 7, async () => 'second')).toEqual({ ran: false });
    // Another feed is not held up.
    expect(await withFeedLock(b, 8, async () => 'other')).toEqual({ ran: true, value: 'other' });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await withFeedLock(b, 7, async () => 'again')).toEqual({ ran: true, value: 'again' });
  });
});
