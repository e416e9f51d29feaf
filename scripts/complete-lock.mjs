#!/usr/bin/env node
/**
 * Adds to package-lock.json the platform packages the registry did not resolve.
 *
 * Why: the registry these machines install from serves the native binaries of packages
 * such as @swc/core, next (@next/swc-*) and unrs-resolver only for linux x64/arm64. When
 * `npm install` writes the lock there, the other platforms' optional packages
 * (@swc/core-darwin-arm64, @next/swc-win32-x64-msvc, …) answer 404 and are left out, and
 * `npm ci` then refuses the lock as out of sync ("Missing: @swc/core-darwin-arm64 from
 * lock file"). An entry with the version, `optional` and the platform (os/cpu/libc) is all
 * npm ci needs: it skips entries for other platforms without downloading them, and a
 * machine of that platform fetches the pinned version from its own registry.
 *
 * Run after `npm install` changes the lock: `node scripts/complete-lock.mjs`. Idempotent.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where npm would find `name` from the package at `location` (walks up node_modules). */
function resolves(location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = { arm64: 'arm64', aarch64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64' };

/** The platform a binary package is for, read from its name (…-darwin-arm64, …-linux-x64-musl). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpuPart = parts.find((part) => part in CPU) ?? (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined) : undefined;
  return { os, cpu: cpuPart ? CPU[cpuPart] : undefined, libc };
}

const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const added = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const { os, cpu, libc } = platformOf(name);
    // Only pinned platform binaries: anything else is a real resolution problem to look at.
    if (!exact.test(spec) || !os || !cpu) {
      console.warn(`skipped ${name}@${spec} (needed by ${location || 'the root'}): not a pinned platform package`);
      continue;
    }
    const key = `${location ? `${location}/` : ''}node_modules/${name}`.replace(/^\//, '');
    packages[key] = {
      version: spec,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    };
    added.push(`${name}@${spec}`);
  }
}

// npm keeps the packages sorted by path: do the same so diffs stay small.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'the lock file is complete');
