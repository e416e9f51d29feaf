import type { Database } from './types';

/**
 * Counts the queries this process sends, when DB_QUERY_COUNT=1 (tests and benchmarks:
 * "a page served from the cache runs no query" is checked with it). Off by default.
 */
const counter = globalThis as unknown as { __dbQueryCount?: number };

export function queryCount(): number {
  return counter.__dbQueryCount ?? 0;
}

export function countQueries(db: Database): Database {
  if (process.env.DB_QUERY_COUNT !== '1') return db;
  counter.__dbQueryCount = 0;
  const bump = () => {
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
