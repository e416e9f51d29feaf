import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Repository root (scripts/lib/ is two levels below it). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const require = createRequire(path.join(repoRoot, 'package.json'));
const nextBin = require.resolve('next/dist/bin/next');

/**
 * Runs the Next.js CLI with this Node binary (no shell, no npx): signals sent to the
 * returned child reach Next itself, not an intermediate process.
 */
export function spawnNext(args, { env = process.env, stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [nextBin, ...args], { cwd: repoRoot, env, stdio });
}

/** True when `next build` has produced a production build that `next start` can serve. */
export function hasProductionBuild() {
  return existsSync(path.join(repoRoot, '.next', 'BUILD_ID'));
}

/** Runs `next build` to completion; rejects when it fails. */
export function buildProduction(env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawnNext(['build'], { env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`next build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Next's data cache (unstable_cache) lives on disk in .next/cache/fetch-cache and is shared
 * by every server started from this build, whatever database it uses: a server with its
 * own throw-away database drops it before and after, so that neither it nor the next
 * server reads pages cached from another database.
 */
export async function dropDataCache() {
  await rm(path.join(repoRoot, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
}
