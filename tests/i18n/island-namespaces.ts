import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which message namespaces the client islands reachable from a source file read, found in
 * the code itself: follow static and dynamic imports (relative and `@/`), mark every file
 * at or below a 'use client' module as browser code, and collect the top-level namespace
 * of each useTranslations('…') there. Server components' useTranslations are not counted:
 * they read messages on the server.
 */

export const repoRoot = path.resolve(__dirname, '../..');

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const translationsPattern = /useTranslations\(\s*(?:['"]([^'"]*)['"])?\s*\)/g;

function resolveImport(fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(repoRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // CSS, JSON, images
}

function isClientModule(source: string): boolean {
  return /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);
}

export interface IslandNamespaces {
  namespaces: Set<string>;
  /** Browser files calling useTranslations() without a namespace (cannot be checked). */
  unscoped: string[];
}

/**
 * Where a walk stops: the block registry (each block is checked on its own, and a page ships
 * the namespaces of the blocks it has), edit mode (its loader brings the editor's messages
 * with it) and the contact modal (loads its messages when opened).
 */
export const ownMessagesBoundaries = [
  'blocks/registry.ts',
  'builder/edit-mode/EditModeLoader.client.tsx',
  'components/contact-modal/ContactModalForAction.client.tsx',
];

export function islandNamespaces(entry: string, stopAt: readonly string[] = ownMessagesBoundaries): IslandNamespaces {
  const stops = new Set(stopAt.map((file) => path.join(repoRoot, file)));
  const namespaces = new Set<string>();
  const unscoped: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key) || (stops.has(file) && file !== path.join(repoRoot, entry))) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    const client = inClient || isClientModule(source);
    if (client) {
      for (const match of source.matchAll(translationsPattern)) {
        if (match[1]) namespaces.add(match[1].split('.')[0]!);
        else unscoped.push(path.relative(repoRoot, file));
      }
    }
    for (const match of source.matchAll(importPattern)) {
      const resolved = resolveImport(file, (match[1] ?? match[2])!);
      if (resolved) visit(resolved, client);
    }
  };
  visit(path.join(repoRoot, entry), false);
  return { namespaces, unscoped };
}

/** block_type → the block's folder entry (blocks/<folder>/index.ts), the type read from its spec (blocks/<folder>/spec.ts). */
export function blockEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const folder of readdirSync(path.join(repoRoot, 'blocks'))) {
    const index = path.join('blocks', folder, 'index.ts');
    const spec = path.join(repoRoot, 'blocks', folder, 'spec.ts');
    if (!existsSync(path.join(repoRoot, index)) || !existsSync(spec)) continue;
    const type = /[A-Za-z]*BlockSpec\(\{\s*type:\s*'([a-z0-9_]+)'/.exec(readFileSync(spec, 'utf8'))?.[1];
    if (type) entries.set(type, index);
  }
  return entries;
}
