import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './next-cli.mjs';

/**
 * Runs scripts/prepare-database.mjs (migrations, first admin, demo content) in its own process
 * with `env` and waits for it, so the server that starts next finds its database ready and never
 * holds the seed's memory. Resolves to the line it printed ("> Database ready: …"); rejects
 * with what it printed on failure (a database that cannot be reached or migrated).
 */
export function prepareDatabase(env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'prepare-database.mjs')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output.trim().split('\n').at(-1) ?? '') : reject(new Error(`preparing the database failed (exit ${code}): ${output.trim()}`))));
  });
}
