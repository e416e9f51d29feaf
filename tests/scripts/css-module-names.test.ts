import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function cssModules(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(relative);
    // Blocks' sheets are .module.pcss (compiled by scripts/build/block-sheet-loader.cjs).
    return /\.module\.p?css$/.test(entry.name) ? [relative] : [];
  });
}

describe('CSS module names (README, "How it works": CSS modules)', () => {
  const modules = ['app', 'builder', 'components', 'blocks'].flatMap(cssModules);

  it('are kebab-case: styles.module.css for a folder\'s own component, else what they style', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((file) => !/^[a-z0-9]+(-[a-z0-9]+)*\.module\.p?css$/.test(path.posix.basename(file)))).toEqual([]);
    expect(modules.filter((file) => file.startsWith('blocks/') !== file.endsWith('.pcss'))).toEqual([]);
  });

  it('name a screen\'s, a block\'s or a page piece\'s only sheet styles.module.css', () => {
    // Folders of shared pieces name each sheet after what it styles, even when there is one.
    const shared = /^(blocks\/shared|builder\/shared|builder\/config|components\/(blog|listing))(\/|$)/;
    const byFolder = new Map<string, string[]>();
    for (const file of modules) byFolder.set(path.posix.dirname(file), [...(byFolder.get(path.posix.dirname(file)) ?? []), file]);
    const lone = [...byFolder]
      .filter(([folder, files]) => files.length === 1 && !shared.test(folder))
      .map(([, files]) => files[0]!)
      .filter((file) => !/^styles\.module\.p?css$/.test(path.posix.basename(file)));
    expect(lone).toEqual([]);
  });
});
