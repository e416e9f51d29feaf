/**
 * A block style sheet (a CSS module under blocks/, compiled by scripts/build/block-sheet.cjs):
 * the key a page dedupes it on and its minified CSS.
 */
export interface BlockSheet {
  key: string;
  css: string;
}
