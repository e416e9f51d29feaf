import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * A new embedded database starts as a copy of a template cluster that scripts/pglite-template.mjs
 * makes once per PGlite version in its own process (npm install, npm start), instead of PGlite
 * running initdb in this one: initdb takes a second PGlite and an initdb WASM instance, ~0.7 GB
 * for the 15–40 s it lasts, which a WASM memory keeps for the life of the process.
 */
export function templatePath(cwd = process.cwd()): string | null {
  try {
    const manifest = path.join(cwd, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return path.join(cwd, 'node_modules', '.cache', 'pglite', `template-${version}.tgz`);
  } catch {
    return null;
  }
}

/** Runs scripts/pglite-template.mjs in a short-lived process; true when the template is there after it. */
async function makeTemplate(file: string, cwd: string): Promise<boolean> {
  const script = path.join(cwd, 'scripts', 'pglite-template.mjs');
  if (!existsSync(script)) return false;
  const failure = await new Promise<string | null>((resolve) => {
    const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-300)));
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code) => resolve(code === 0 ? null : stderr.trim() || `exit ${code}`));
  });
  if (failure) console.warn(`pglite: making the template cluster failed (${failure})`);
  return existsSync(file);
}

/**
 * Fills an empty data directory from the template (made first when missing); false when no
 * template could be had, and PGlite then runs initdb itself.
 */
export async function createFromTemplate(dataDir: string, cwd = process.cwd()): Promise<boolean> {
  const file = templatePath(cwd);
  if (!file) return false;
  if (!existsSync(file) && !(await makeTemplate(file, cwd))) return false;
  extractTar(gunzipSync(readFileSync(file)), dataDir);
  return true;
}

/** Directories and regular files of a ustar archive (what PGlite's dumpDataDir writes). */
export function extractTar(archive: Buffer, targetDir: string): void {
  const root = path.resolve(targetDir);
  // PG_VERSION marks a complete cluster (openPglite's test): written last.
  let version: [string, Buffer] | null = null;
  for (let at = 0; at + 512 <= archive.length; ) {
    const header = archive.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const target = path.resolve(root, `.${path.posix.sep}${name.replace(/^\/+/, '')}`);
    if (target !== root && !target.startsWith(root + path.sep)) throw new Error(`template: entry outside the directory: ${name}`);
    const body = at + 512;
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true });
      const data = archive.subarray(body, body + size);
      if (path.basename(target) === 'PG_VERSION' && path.dirname(target) === root) version = [target, data];
      else writeFileSync(target, data, { mode: 0o600 });
    }
    at = body + Math.ceil(size / 512) * 512;
  }
  if (version) writeFileSync(version[0], version[1], { mode: 0o600 });
}
