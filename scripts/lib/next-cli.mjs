import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Repository root (scripts/lib/ is two levels below it). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const require = createRequire(path.join(repoRoot, 'package.json'));
const nextBin = require.resolve('next/dist/bin/next');

/**
 * The host a throw-away server binds to and is requested on. Any binding serves the same
 * (lib/serving/own-url.ts, `npm run test:bind`); benchmarks keep one for comparable figures.
 */
const SERVER_HOST = 'localhost';

/** `next start` of the production build on `port`, bound to SERVER_HOST; options as spawnNext's. */
export function spawnNextStart(port, options = {}) {
  return spawnNext(['start', '--port', String(port), '--hostname', SERVER_HOST], { ...options, env: serverMemoryEnv(options.env ?? process.env) });
}

/** Debian's and Ubuntu's jemalloc (package libjemalloc2), when installed. */
const JEMALLOC = ['/usr/lib/x86_64-linux-gnu/libjemalloc.so.2', '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2'].find((file) => existsSync(file));

/**
 * jemalloc instead of glibc's malloc, when installed: a server that rendered 1,000 pages of
 * 100 sites held 1,213 MB resident with glibc (673 MB with jemalloc) while its JavaScript heap
 * held 172 MB; `malloc_trim(0)` gave back all but 460 MB: freed memory between live blocks of
 * glibc's main heap, which it returns only from the top (docs/benchmarks.md, "1,000 sites").
 * jemalloc returns freed pages after a second, from a thread of its own. `LD_PRELOAD=` (empty)
 * in the environment keeps glibc's.
 */
function jemallocEnv() {
  return JEMALLOC ? { LD_PRELOAD: JEMALLOC, MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0' } : {};
}

/**
 * The environment `next start` runs with (npm start and every script that starts a server),
 * for its resident memory (bench:memory): glibc gives each thread that allocates (libvips',
 * the pg driver's) its own malloc arena, kept at its high-water mark, and keeps up to 32 MB
 * freed at the top of a heap and large blocks in it: two arenas, blocks from 128 KB mapped
 * apart and returned when freed; libvips works on one thread per image (image work already
 * goes through two slots, lib/media/image-slots.ts); a young generation of 2 MB semi-spaces
 * instead of 16 MB. Values already in the environment win (NODE_OPTIONS: the later flag).
 */
export function serverMemoryEnv(env = process.env) {
  return {
    ...jemallocEnv(),
    MALLOC_ARENA_MAX: '2',
    MALLOC_TRIM_THRESHOLD_: '131072',
    MALLOC_MMAP_THRESHOLD_: '131072',
    VIPS_CONCURRENCY: '1',
    ...env,
    NODE_OPTIONS: `--max-semi-space-size=2 ${env.NODE_OPTIONS ?? ''}`.trim(),
  };
}

/** The base URL of a server started by spawnNextStart. */
export function localServerUrl(port) {
  return `http://${SERVER_HOST}:${port}`;
}

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

/** Files and folders whose changes make a production build stale (the app's sources). */
const SOURCE_ENTRIES = [
  'app', 'blocks', 'builder', 'components', 'i18n', 'lib', 'locales', 'machines', 'public', 'stores', 'styles',
  'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json',
];

/** Latest modification time (ms) under a path, skipping dot folders and node_modules. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target)) {
    if (entry.startsWith('.') || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The first source file changed since the last build (after a `git pull` or an edit),
 * or null when the build is up to date. Compares modification times with .next/BUILD_ID,
 * which `next build` writes at its end.
 */
export function sourcesChangedSinceBuild() {
  const buildId = path.join(repoRoot, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'no build';
  const builtAt = statSync(buildId).mtimeMs;
  for (const entry of SOURCE_ENTRIES) {
    if (newestMtime(path.join(repoRoot, entry)) > builtAt) return entry;
  }
  return null;
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
