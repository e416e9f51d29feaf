#!/usr/bin/env node
// `npm run bench:articles`: scripts/bench-articles.ts (see its header), loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/bench-articles.ts');
