import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './types';

/** Embedded PostgreSQL (WASM). dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  // numeric as numbers, as the pg driver is set up in postgres.ts.
  const options = { parsers: { 1700: (value: string) => Number.parseFloat(value) } };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
