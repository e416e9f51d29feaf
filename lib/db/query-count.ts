import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './types';
import { config } from '@/lib/config/env';

/**
 * Counts the queries this process sends for requests, when DB_QUERY_COUNT=1 (tests and
 * benchmarks: "a page served from the cache runs no query" is checked with it). Off by
 * default. Background jobs (the outbox, the alerts and feed schedulers) run inside
 * `asBackgroundJob` and are left out: their ticks are not a page view's work.
 */
const counter = globalThis as unknown as { __dbQueryCount?: number; __dbBackgroundJob?: AsyncLocalStorage<true> };
const backgroundJob = (counter.__dbBackgroundJob ??= new AsyncLocalStorage<true>());

/** Runs a background job's tick; its queries are not counted as a request's. */
export function asBackgroundJob<T>(job: () => Promise<T>): Promise<T> {
  return backgroundJob.run(true, job);
}

export function queryCount(): number {
  return counter.__dbQueryCount ?? 0;
}

export function countQueries(db: Database): Database {
  if (!config().DB_QUERY_COUNT) return db;
  counter.__dbQueryCount = 0;
  const bump = () => {
    if (backgroundJob.getStore()) return;
    counter.__dbQueryCount = (counter.__dbQueryCount ?? 0) + 1;
  };
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    bump();
    return query(sql, params);
  }) as Database['query'];
  db.transaction = ((fn) => {
    bump();
    return transaction(fn);
  }) as Database['transaction'];
  return db;
}
