#!/usr/bin/env node
// `npm run bench:feed`: scripts/bench-feed.ts, loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/bench-feed.ts', process.argv.slice(2));
