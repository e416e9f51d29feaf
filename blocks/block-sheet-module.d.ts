// Blocks' style sheets (scripts/build/block-sheet-loader.cjs): a CSS module's class names, and
// the sheet that <BlockSheets> renders.
declare module '*.module.pcss' {
  const classes: { readonly [key: string]: string };
  export default classes;
  export const sheet: import('./block-sheet').BlockSheet;
}
