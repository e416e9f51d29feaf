#!/usr/bin/env node
/**
 * `postinstall`: one fix to the installed Next.js, in its incremental cache.
 *
 * `IncrementalCache.set` measures `JSON.stringify(data).length` of every entry it stores, and
 * reads that size only for fetch-cache entries (their 2 MB limit). A stored page's `rscData` is
 * a Buffer, whose `toJSON` turns each byte into a number of an array: for the home page (145 KB
 * of HTML, 83 KB of RSC data) that is 2.6 ms of CPU and megabytes of garbage per render, and
 * 20-30 % of the pages rendered per second (`npm run bench`, render mode; README "Benchmarks").
 * The fix measures fetch entries only, so nothing that reads the size changes.
 *
 * Not patch-package: Next's server runtimes are minified one-line files, and its diff would
 * carry each whole line (megabytes per file). This replaces one expression per file, is
 * idempotent, and leaves a Next.js whose code differs as it is, with a warning (the site works
 * the same, only slower to render).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The minified runtimes (`compiled/next-server/*.js`): variable names differ from file to file. */
const MINIFIED = /let ([\w$]+)=JSON\.stringify\(([\w$]+)\)\.length;if\(([\w$]+)\.fetchCache&&\1>2097152/g;
/** The readable build (`server/lib/incremental-cache/index.js`, CommonJS and ESM). */
const READABLE = 'const itemSize = JSON.stringify(data).length;';
const READABLE_FIXED = 'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;';
const MINIFIED_FIXED = /let ([\w$]+)=([\w$]+)\.fetchCache\?JSON\.stringify\([\w$]+\)\.length:0;if\(\2\.fetchCache&&\1>2097152/;

/**
 * The source with the fix applied: `changed` counts the replacements, `fixed` says whether the
 * source now measures fetch entries only (already fixed counts).
 */
export function fixIncrementalCacheSize(source) {
  let changed = 0;
  let text = source.replace(MINIFIED, (_match, size, data, ctx) => {
    changed += 1;
    return `let ${size}=${ctx}.fetchCache?JSON.stringify(${data}).length:0;if(${ctx}.fetchCache&&${size}>2097152`;
  });
  if (text.includes(READABLE)) {
    text = text.replaceAll(READABLE, READABLE_FIXED);
    changed += 1;
  }
  const fixed = MINIFIED_FIXED.test(text) || text.includes(READABLE_FIXED);
  return { text, changed, fixed };
}

/** The files of the installed Next.js that hold an IncrementalCache. */
async function incrementalCacheFiles(nextDir) {
  const runtimes = path.join(nextDir, 'dist/compiled/next-server');
  const files = (await readdir(runtimes)).filter((name) => name.endsWith('.js')).map((name) => path.join(runtimes, name));
  files.push(
    path.join(nextDir, 'dist/server/lib/incremental-cache/index.js'),
    path.join(nextDir, 'dist/esm/server/lib/incremental-cache/index.js'),
  );
  return files;
}

async function main() {
  let nextDir;
  try {
    nextDir = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
  } catch {
    console.warn('patch-next: next is not installed; nothing to fix.');
    return;
  }
  const { version } = JSON.parse(await readFile(path.join(nextDir, 'package.json'), 'utf8'));
  let fixedFiles = 0;
  let changedFiles = 0;
  for (const file of await incrementalCacheFiles(nextDir)) {
    const source = await readFile(file, 'utf8').catch(() => null);
    if (source === null || !source.includes('fetchCache')) continue;
    const { text, changed, fixed } = fixIncrementalCacheSize(source);
    if (changed > 0) {
      await writeFile(file, text);
      changedFiles += 1;
    }
    if (fixed) fixedFiles += 1;
  }
  if (fixedFiles === 0) {
    console.warn(`patch-next: next@${version} has no IncrementalCache size check this script knows; left as it is (see scripts/patch-next.mjs).`);
  } else {
    console.log(`patch-next: next@${version}: cache entries measured for fetch data only (${changedFiles} files changed, ${fixedFiles} fixed).`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
