#!/usr/bin/env node
// The database step of `npm start`: scripts/prepare-database.ts, loaded by scripts/lib/run-ts.mjs.
import { runTs } from './lib/run-ts.mjs';

await runTs('scripts/prepare-database.ts', [], { keepLoader: true });
