#!/usr/bin/env node
// `npm run seed:listings -- --count 100000`: scripts/seed-listings.ts, loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/seed-listings.ts', process.argv.slice(2));
