#!/usr/bin/env node
/**
 * The embedded database's template cluster: a fresh PGlite cluster (what initdb makes),
 * dumped once per PGlite version to node_modules/.cache/pglite/template-<version>.tgz. A new
 * embedded database starts from a copy of it (lib/db/pglite-template.ts) instead of running
 * initdb, which takes a second PGlite and an initdb WASM instance (~0.7 GB for 15–40 s) in the
 * process that runs it. Made here, in its own process: by `npm install` (postinstall), by
 * `npm start` before the server starts, and by the server itself when neither ran.
 * `node scripts/pglite-template.mjs` makes it when missing and prints its path.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the template of the installed PGlite lives (the same path as lib/db/pglite-template.ts computes). */
export function pgliteTemplatePath(cwd = root) {
  const manifest = path.join(cwd, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const version = JSON.parse(readFileSync(manifest, 'utf8')).version;
  return path.join(cwd, 'node_modules', '.cache', 'pglite', `template-${version}.tgz`);
}

/** Makes the template when it is missing; returns its path and whether it was made now. */
export async function ensurePgliteTemplate(cwd = root) {
  const file = pgliteTemplatePath(cwd);
  if (existsSync(file)) return { file, made: false };
  const { PGlite } = await import('@electric-sql/pglite');
  // A small buffer cache: initdb's second instance takes the same parameters.
  const pg = await PGlite.create({ startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
  try {
    const tarball = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside then renamed: a server starting meanwhile never reads half of it.
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } finally {
    await pg.close();
  }
  return { file, made: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { file, made } = await ensurePgliteTemplate(process.cwd());
    console.log(made ? `> Embedded database template made: ${path.relative(process.cwd(), file)}` : path.relative(process.cwd(), file));
  } catch (error) {
    // Not fatal: the server runs initdb itself when there is no template.
    console.error(`> Embedded database template not made: ${error instanceof Error ? error.message : error}`);
  }
}
