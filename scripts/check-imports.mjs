#!/usr/bin/env node
/**
 * The import graph of the app's own sources (type imports included): reports import cycles
 * and imports that run up the layers (app -> builder/components -> blocks -> machines/stores
 * -> lib; lib imports none of the others, blocks none of components/builder).
 *
 * A block's data files (`blocks/<x>/schema.ts`, `spec.ts`, `params.ts`, `demo.ts`, and
 * `blocks/catalog.ts`, `define-spec.ts`) are the block as data: the catalog hands them to
 * lib/ at load (lib/content/block-specs.ts), and the editor API routes read them without a
 * component, so they import only lib/ and other data files, never a component.
 * `node scripts/check-imports.mjs` prints them and exits 1 if there is any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['app', 'builder', 'components', 'blocks', 'machines', 'stores', 'lib', 'i18n', 'locales', 'styles'];
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Which layers a file of each layer must not import. */
export const forbidden = {
  lib: ['app', 'builder', 'components', 'blocks', 'machines', 'stores'],
  machines: ['app', 'builder', 'components', 'blocks'],
  stores: ['app', 'builder', 'components', 'blocks'],
  blocks: ['app', 'builder', 'components'],
};

function walk(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) walk(relative, out);
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) out.push(relative);
  }
  return out;
}

function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const suffix of ['', ...extensions, ...extensions.map((ext) => `/index${ext}`)]) {
    const candidate = base + suffix;
    try {
      if (statSync(path.join(root, candidate)).isFile() && extensions.some((ext) => candidate.endsWith(ext))) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const importPattern = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** file -> files it imports (type imports included). */
export function importGraph() {
  const graph = new Map();
  for (const file of sourceDirs.flatMap((dir) => walk(dir))) {
    const source = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const targets = new Set();
    for (const match of source.matchAll(importPattern)) {
      const target = resolveSpecifier(file, match[1] ?? match[2] ?? match[3]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself). */
export function importCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const cycles = [];
  const connect = (file) => {
    indices.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), indices.get(next)));
    }
    if (low.get(file) === indices.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) connect(file);
  return cycles;
}

/**
 * The floors of lib/, bottom first. A folder imports its own floor and those below, never
 * one above, and no two folders import each other. Ground: infrastructure and the contracts
 * every layer shares; domains: one folder per thing the business owns; assembly: what builds
 * pages and editor answers out of the domains. A new folder must be given a floor here.
 */
export const libFloors = [
  ['cache', 'chunk-reload.ts', 'config', 'content', 'db', 'demo', 'format', 'forms', 'http', 'i18n', 'inspection', 'jobs', 'mail', 'maps', 'mortgage', 'ops', 'redis', 'theme', 'trust', 'header'],
  ['activity', 'alerts', 'auth', 'blog', 'captcha', 'collections', 'compliance', 'consent', 'emails', 'leads', 'listing-search', 'listings', 'media', 'members', 'my-data', 'offices', 'partners', 'script-tags.ts', 'site', 'sites', 'supervision'],
  ['cms', 'editor', 'review', 'schedules', 'seo', 'seed', 'serving'],
];
const floorOf = new Map(libFloors.flatMap((folders, floor) => folders.map((folder) => [folder, floor])));

/** The lib/ folder (or top-level file) of a path, or null outside lib/. */
export function libFolder(file) {
  const [top, name] = file.split('/');
  return top === 'lib' ? name : null;
}

/** lib/ folders with no floor, imports running down-to-up between floors, and folder pairs importing each other. */
export function libFloorProblems(graph) {
  const unplaced = new Set();
  const upward = [];
  const arrows = new Set();
  for (const [file, targets] of graph) {
    const from = libFolder(file);
    if (!from) continue;
    if (!floorOf.has(from)) unplaced.add(from);
    for (const target of targets) {
      const to = libFolder(target);
      if (!to || to === from) continue;
      arrows.add(`${from} ${to}`);
      if (floorOf.get(to) > floorOf.get(from)) upward.push([file, target]);
    }
  }
  const pairs = [...arrows].filter((a) => { const [x, y] = a.split(' '); return x < y && arrows.has(`${y} ${x}`); }).map((a) => a.split(' '));
  return { unplaced: [...unplaced].sort(), upward, pairs };
}

const blockDataNames = new Set(['schema.ts', 'spec.ts', 'params.ts', 'demo.ts']);
const blockDataRoots = new Set(['blocks/catalog.ts', 'blocks/define-spec.ts']);

/** A block's data file (see the header). */
export function isBlockData(file) {
  return file.startsWith('blocks/') && (blockDataRoots.has(file) || blockDataNames.has(path.posix.basename(file)));
}

/** Whether `file` may import `target` as far as the layers go. */
function allowed(file, target) {
  const layer = file.split('/')[0];
  const targetLayer = target.split('/')[0];
  if (isBlockData(file)) return targetLayer === 'lib' || isBlockData(target);
  return !forbidden[layer]?.includes(targetLayer);
}

/** Imports that run up the layers: [from, to]. */
export function upwardImports(graph) {
  const found = [];
  for (const [file, targets] of graph) for (const target of targets) if (!allowed(file, target)) found.push([file, target]);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const cycles = importCycles(graph);
  const upward = upwardImports(graph);
  const floors = libFloorProblems(graph);
  for (const cycle of cycles) console.log(`cycle (${cycle.length} files): ${cycle.join(' ')}`);
  for (const [from, to] of upward) console.log(`upward: ${from} -> ${to}`);
  for (const folder of floors.unplaced) console.log(`lib/${folder} has no floor (scripts/check-imports.mjs libFloors)`);
  for (const [from, to] of floors.upward) console.log(`up a floor: ${from} -> ${to}`);
  for (const [a, b] of floors.pairs) console.log(`folders importing each other: lib/${a} <-> lib/${b}`);
  console.log(
    `${graph.size} files, ${cycles.length} import cycles, ${upward.length} upward imports; ` +
      `lib: ${floors.upward.length} imports up a floor, ${floors.pairs.length} folder pairs importing each other`,
  );
  const problems = cycles.length + upward.length + floors.unplaced.length + floors.upward.length + floors.pairs.length;
  process.exit(problems ? 1 : 0);
}
