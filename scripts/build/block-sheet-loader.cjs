// Turbopack loader for blocks' style sheets, blocks/**/*.module.pcss (next.config.ts): each becomes a JavaScript module
// of class names plus its CSS text, which <BlockSheets> renders in the page only where one of
// its blocks is (instead of one sheet of every block's CSS blocking every page's first frame).
const { blockSheetModule } = require('./block-sheet.cjs');

module.exports = function blockSheetLoader(source) {
  return blockSheetModule(this.resourcePath, source);
};
