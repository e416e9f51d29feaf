/**
 * Runs a TypeScript script's exported main() from Node 20, which cannot strip types: the
 * entry is loaded through Vite's module runner (Vite is installed for vitest) with the same
 * '@/' alias as the app. Used by the bench and seed wrappers (scripts/*.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function runTs(relativePath, args = []) {
  const { module } = await runnerImport(path.join(root, relativePath), {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/helpers/server-only-stub.ts') } },
  });
  try {
    await module.main(args);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
