#!/usr/bin/env node
// `npm run listings:sync [feed]`: scripts/listings-sync.ts, loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/listings-sync.ts', process.argv.slice(2));
