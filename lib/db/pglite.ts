import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { setEmbeddedDataDir } from './embedded-dir';
import type { Database, Queryable } from './types';

/**
 * PostgreSQL's buffer cache inside PGlite's WASM memory. initdb writes 128 MB, and PGlite
 * touches its shared memory at start, so that much stays resident for the process's life
 * (a WASM memory never shrinks); the demo database is ~16 MB and the operating system caches
 * its files anyway. PGLITE_SHARED_BUFFERS overrides it (any PostgreSQL size, e.g. 128MB).
 */
const SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS?.trim() || '16MB';

function startParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
}

/**
 * Creating a cluster runs initdb in a second PGlite and an initdb WASM instance beside the
 * first: ~0.6 GB more for the few seconds it lasts, which the garbage collector gives back
 * late or never (WASM memories). A short-lived node process does it instead, so the server
 * opens a cluster that exists. Where that process cannot run, it is created here as before.
 */
async function createClusterAside(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create(process.env.PGLITE_CREATE_DIR, { startParams: JSON.parse(process.env.PGLITE_CREATE_PARAMS) });
await pg.close();`;
  // --input-type=module resolves the import from the working directory (the app's node_modules).
  const failure = await new Promise<string | null>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, PGLITE_CREATE_DIR: dataDir, PGLITE_CREATE_PARAMS: JSON.stringify(startParams()), NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-300)));
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code) => resolve(code === 0 ? null : stderr.trim() || `exit ${code}`));
  });
  if (failure) {
    console.warn(`pglite: creating the cluster in a separate process failed (${failure}); creating it in this one`);
  }
}

/** Embedded PostgreSQL (WASM). dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  // numeric as numbers, as the pg driver is set up in postgres.ts.
  const options = { parsers: { 1700: (value: string) => Number.parseFloat(value) }, startParams: startParams() };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await createClusterAside(dataDir);
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
