// Turbopack loader for blocks' style sheets, blocks/**/*.module.pcss (next.config.ts): each
// becomes a JavaScript module of class names plus its CSS text, which <BlockSheets> renders in
// a page only where one of its blocks is (instead of one sheet of every block's CSS blocking
// every page's first frame).
const { blockSheetModule } = require('./block-sheet.cjs');

// `{ css: false }` for the browser's bundles: the pages' sheets are rendered on the server, so
// an island carries only its class names (and a client module that asks for `sheet` fails to build).
module.exports = function blockSheetLoader(source) {
  const { css = true } = this.getOptions();
  // The compiler is the loader's own code too: a change to it must not reuse cached sheets.
  this.addBuildDependency?.(require.resolve('./block-sheet.cjs'));
  return blockSheetModule(this.resourcePath, source, { css });
};
