#!/usr/bin/env node
// Writes blocks/sheets.generated.ts: which block style sheets (blocks/**/*.module.pcss, compiled
// by scripts/build/block-sheet-loader.cjs) each block type and each file outside blocks/ that
// renders a block's component needs, followed through their imports, each list in the order a
// bundler concatenates CSS for the whole registry (depth first, in import order, first import wins).
// `--check` (and tests/scripts/block-sheets.test.ts) fails when the file is out of date or when a
// file outside blocks/ that needs sheets has no <BlockSheets entry="…"> naming it: its styles
// would be missing from the page.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'blocks/sheets.generated.ts');
const sourceExtensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (specifier.endsWith('.css') || specifier.endsWith('.pcss')) return fs.existsSync(base) ? base : null;
  // next/dynamic wrappers (X.lazy) resolve like any module.
  for (const extension of sourceExtensions) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

// Value imports, re-exports and dynamic imports, in source order; `import type` carries no CSS.
const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const composesPattern = /composes\s*:[^;]*?\sfrom\s+['"]([^'"]+)['"]/g;

// Each file's imports, read once: every block's walk and the entries' check cross the same files.
const importsByFile = new Map();

function importsOf(file) {
  if (!importsByFile.has(file)) importsByFile.set(file, readImports(file));
  return importsByFile.get(file);
}

function readImports(file) {
  const source = fs.readFileSync(file, 'utf8');
  const pattern = /\.p?css$/.test(file) ? composesPattern : importPattern;
  const found = [];
  for (const match of source.matchAll(pattern)) {
    const resolved = resolveImport(file, match[1] ?? match[2]);
    if (resolved) found.push(resolved);
  }
  return found;
}

const isBlockSheet = (file) => relative(file).startsWith('blocks/') && file.endsWith('.module.pcss');

// A page's blocks go through BlockList, which renders each block type's own sheets, and
// BlockSheets is what renders them: a file that reaches these needs nothing more for them. A
// file that reads the list itself (the sheets' own addresses) renders no block.
const boundaries = new Set(['blocks/registry.ts', 'blocks/BlockList.tsx', 'blocks/BlockSheets.tsx', 'blocks/sheets.generated.ts'].map((file) => path.join(root, file)));

/** The block sheets reachable from `entry`, in bundler order, appending new ones to `order`. */
function sheetsFrom(entry, order, stopAt = new Set()) {
  const visited = new Set(stopAt);
  const found = [];
  const visit = (file) => {
    if (visited.has(file)) return;
    visited.add(file);
    if (/\.p?css$/.test(file)) {
      if (!isBlockSheet(file)) return;
      for (const dependency of importsOf(file)) visit(dependency);
      found.push(file);
      if (!order.includes(file)) order.push(file);
      return;
    }
    for (const dependency of importsOf(file)) visit(dependency);
  };
  visit(entry);
  return found;
}

function walk(directory, files = []) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (/\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

export function generate() {
  const order = [];
  // The registry first: its order is the one every page's blocks follow.
  sheetsFrom(path.join(root, 'blocks/registry.ts'), order);
  const blocks = [];
  for (const folder of fs.readdirSync(path.join(root, 'blocks')).sort()) {
    const spec = path.join(root, 'blocks', folder, 'spec.ts');
    if (!fs.existsSync(spec)) continue;
    // The exported spec's own type (a demo helper above it may have a `type:` too).
    const type = /export const \w+\s*=\s*\w+\(\{\s*type:\s*'([^']+)'/.exec(fs.readFileSync(spec, 'utf8'))?.[1];
    if (!type) throw new Error(`${relative(spec)}: no block type`);
    blocks.push({ type, sheets: sheetsFrom(path.join(root, 'blocks', folder, 'index.ts'), order) });
  }
  // Files outside blocks/ that import its modules (the editor renders every sheet instead).
  const entries = [];
  for (const file of ['app', 'components'].flatMap((directory) => walk(path.join(root, directory))).sort()) {
    if (!importsOf(file).some((dependency) => relative(dependency).startsWith('blocks/'))) continue;
    const sheets = sheetsFrom(file, order, boundaries);
    if (sheets.length > 0) entries.push({ entry: relative(file).replace(/\.tsx?$/, ''), file, sheets });
  }
  const name = new Map(order.map((file, index) => [file, `s${index}`]));
  // Each list in the one global order, as the bundle had them: a block that imports a shared
  // sheet after its own still comes after it when another block imported that sheet first.
  const list = (sheets) => `[${[...sheets].sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((file) => name.get(file)).join(', ')}]`;
  const lines = [
    '// Generated by scripts/generate-block-sheets.mjs from the imports under blocks/: do not edit',
    '// (`npm run generate:sheets` writes it again; the tests check it is current).',
    "import type { BlockSheet } from './block-sheet';",
    ...order.map((file) => `import { sheet as ${name.get(file)} } from './${relative(file).slice('blocks/'.length)}';`),
    '',
    '/** Every block style sheet, in the order the bundler would have concatenated them. */',
    `export const allSheets: readonly BlockSheet[] = ${list(order)};`,
    '',
    '/** The sheets each block type renders with (its folder and everything it imports). */',
    'export const sheetsOfBlock: Readonly<Record<string, readonly BlockSheet[]>> = {',
    ...blocks.map(({ type, sheets }) => `  ${type}: ${list(sheets)},`),
    '};',
    '',
    '/** Files outside blocks/ that render blocks\' components: the sheets each needs. */',
    'export const sheetsOfEntry: Readonly<Record<string, readonly BlockSheet[]>> = {',
    ...entries.map(({ entry, sheets }) => `  '${entry}': ${list(sheets)},`),
    '};',
    '',
  ];
  return { text: lines.join('\n'), entries };
}

/**
 * Entries whose sheets no page renders: neither named by a <BlockSheets entry> nor imported by
 * a file that is (that file's entry covers what it imports).
 */
function unnamedEntries(entries) {
  const files = ['app', 'components'].flatMap((directory) => walk(path.join(root, directory)));
  const sources = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const named = new Set(entries.filter(({ entry }) => sources.includes(`entry="${entry}"`)).map(({ file }) => file));
  const importers = new Map(files.map((file) => [file, importsOf(file)]));
  const covered = (file, seen = new Set()) =>
    named.has(file) || [...importers].some(([importer, imported]) => !seen.has(importer) && imported.includes(file) && covered(importer, new Set([...seen, file])));
  return entries.filter(({ file }) => !covered(file)).map(({ entry }) => entry);
}

/** What is wrong with the committed blocks/sheets.generated.ts and the pages that use it. */
export function blockSheetProblems() {
  const { text, entries } = generate();
  const problems = [];
  if (!fs.existsSync(output) || fs.readFileSync(output, 'utf8') !== text) problems.push(`${relative(output)} is out of date: run npm run generate:sheets`);
  for (const entry of unnamedEntries(entries)) problems.push(`${entry} renders blocks' components but no <BlockSheets entry="${entry}"> renders their styles`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const problems = blockSheetProblems();
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
  } else {
    const { text } = generate();
    fs.writeFileSync(output, text);
    console.log(`${relative(output)}: ${text.split('\n').filter((line) => line.startsWith('import {')).length} sheets`);
  }
}
