#!/usr/bin/env node
/**
 * `npm run bench:search`: runs scripts/bench-members.ts (see its header). Node 20 cannot
 * strip TypeScript types, so the TS entry is loaded through Vite's module runner (Vite is
 * already installed for vitest), with the same '@/' alias as the app.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module } = await runnerImport(path.join(root, 'scripts/bench-members.ts'), {
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/helpers/server-only-stub.ts') } },
});
try {
  await module.main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
