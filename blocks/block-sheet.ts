/**
 * A block style sheet (a CSS module under blocks/, compiled by scripts/build/block-sheet.cjs):
 * the key a page dedupes it on, the address it is also served at (named by its content) and
 * its minified CSS.
 */
export interface BlockSheet {
  key: string;
  url: string;
  css: string;
}

/** What a page's client side needs to name a sheet: its key and its address, not its CSS. */
export type BlockSheetRef = Pick<BlockSheet, 'key' | 'url'>;
