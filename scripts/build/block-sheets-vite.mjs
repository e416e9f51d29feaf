// The tests' side of scripts/build/block-sheet-loader.cjs: blocks' style sheets import in vitest
// as they do in the build (class names and `sheet`), so a block rendered in a test carries its
// styles and the same class names.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { blockSheetModule, isBlockSheet } = require('./block-sheet.cjs');

const prefix = '\0block-sheet:';

export function blockSheets() {
  return {
    name: 'block-sheets',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.module.pcss')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The suffix keeps Vite's CSS pipeline off a module that is JavaScript now.
      return resolved && isBlockSheet(resolved.id) ? `${prefix}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      return blockSheetModule(file, fs.readFileSync(file, 'utf8'));
    },
  };
}
