import { afterEach, describe, expect, it, vi } from 'vitest';
import { asBackgroundJob, countQueries, queryCount } from '@/lib/db/query-count';
import type { Database } from '@/lib/db/types';

function fakeDb(): Database {
  return {
    kind: 'pglite',
    query: async () => [],
    transaction: async (fn: (tx: unknown) => unknown) => fn({ query: async () => [] }),
  } as unknown as Database;
}

describe('query count (DB_QUERY_COUNT=1: "a cached page view runs no query")', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('counts the queries requests send, not those of background jobs (outbox, schedulers)', async () => {
    vi.stubEnv('DB_QUERY_COUNT', '1');
    const db = countQueries(fakeDb());
    await db.query('select 1');
    await db.transaction(async () => undefined);
    expect(queryCount()).toBe(2);
    // A scheduler's tick, across awaits.
    await asBackgroundJob(async () => {
      await db.query('select 1');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db.query('select 2');
    });
    expect(queryCount()).toBe(2);
    await db.query('select 3');
    expect(queryCount()).toBe(3);
  });
});
