#!/usr/bin/env node
// `npm run bench:diff`: scripts/bench-diff.ts (see its header), loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/bench-diff.ts', process.argv.slice(2));
