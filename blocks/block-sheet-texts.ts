import type { BlockSheet } from './block-sheet';

/**
 * The blocks' CSS by sheet key, kept where the server's rendering of client components can read
 * it: the server components register it (BlockSheets), and BlockSheetStyles writes it into the
 * HTML from here instead of receiving it as a prop, which would repeat every sheet's text in
 * the page's React payload. Browsers never fill it: their bundles carry no CSS text.
 */
const registry = Symbol.for('courtier.blockSheetTexts');
type Holder = typeof globalThis & { [registry]?: Map<string, string> };

export function registerSheetTexts(sheets: readonly BlockSheet[]): void {
  const holder = globalThis as Holder;
  const texts = (holder[registry] ??= new Map());
  for (const sheet of sheets) texts.set(sheet.key, sheet.css);
}

/** The sheet's CSS where the server registered it; undefined in a browser. */
export function registeredSheetText(key: string): string | undefined {
  return (globalThis as Holder)[registry]?.get(key);
}
