import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { config } from '@/lib/config/env';
import { setEmbeddedDataDir } from './embedded-dir';
import { createFromTemplate } from './pglite-template';
import type { Database, Queryable } from './types';

/**
 * PostgreSQL's buffer cache inside PGlite's WASM memory. initdb writes 128 MB, and PGlite
 * touches its shared memory at start, so that much stays resident for the process's life
 * (a WASM memory never shrinks); the demo database is ~16 MB and the operating system caches
 * its files anyway: 16 MB by default; PGLITE_SHARED_BUFFERS sets it (any PostgreSQL size, e.g. 128MB).
 */
function startParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${config().PGLITE_SHARED_BUFFERS}`];
}

/** Embedded PostgreSQL (WASM). dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  // numeric as numbers, as the pg driver is set up in postgres.ts.
  const options = { parsers: { 1700: (value: string) => Number.parseFloat(value) }, startParams: startParams() };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // A new directory starts from the template cluster; without one PGlite runs initdb here.
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createFromTemplate(dataDir);
  }
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  setEmbeddedDataDir(dataDir ? path.resolve(dataDir) : null);
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
