#!/usr/bin/env node
// `npm run bench:alerts`: scripts/bench-alerts.ts (see its header), loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/bench-alerts.ts');
