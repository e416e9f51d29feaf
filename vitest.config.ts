import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { blockSheets } from './scripts/build/block-sheets-vite.mjs';

export default defineConfig({
  plugins: [blockSheets()],
  resolve: {
    alias: [
      // A block's island is imported through its code-split wrapper (X.lazy.tsx, README
      // "Public JavaScript"); tests render blocks to a string synchronously, so they import
      // the island itself. What the wrappers split is checked in the browser
      // (e2e/public-bundle.spec.ts).
      { find: /^(\..*)\.lazy$/, replacement: '$1.client' },
      { find: /^@\/(.*)\.lazy$/, replacement: `${path.resolve(import.meta.dirname)}/$1.client` },
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      // Next resolves server-only at build time; in tests it is a no-op.
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/helpers/server-only-stub.ts') },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // Service tests share one embedded database per file; keep files isolated.
    pool: 'forks',
    // next-intl's middleware imports 'next/server' without an extension, which Node's ESM
    // resolver refuses; letting Vite resolve it makes the real proxy testable.
    server: { deps: { inline: ['next-intl'] } },
    setupFiles: ['tests/helpers/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
