/**
 * Runs a TypeScript script's exported main() from Node 20, which cannot strip types: the
 * entry is loaded through Vite's module runner (Vite is installed for vitest) with the same
 * '@/' alias as the app. Used by the bench and seed wrappers (scripts/*.mjs).
 * `keepLoader`: for code that imports modules while it runs (lib/db opens its driver with
 * `await import()`): the loader stays open until main() ends, where the one-shot runner has
 * closed by the time main() is called.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const alias = { '@': root, 'server-only': path.join(root, 'tests/helpers/server-only-stub.ts') };

export async function runTs(relativePath, args = [], { keepLoader = false } = {}) {
  const loader = keepLoader
    ? await createServer({ configFile: false, root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, resolve: { alias } })
    : null;
  const loaded = loader
    ? await loader.ssrLoadModule(path.join(root, relativePath))
    : (await runnerImport(path.join(root, relativePath), { configFile: false, root, logLevel: 'error', resolve: { alias } })).module;
  try {
    await loaded.main(args);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  } finally {
    await loader?.close();
  }
}

/** A TypeScript module's exports, loaded the same way (for a worker thread of a script). */
export async function importTs(relativePath) {
  return (await runnerImport(path.join(root, relativePath), { configFile: false, root, logLevel: 'error', resolve: { alias } })).module;
}
