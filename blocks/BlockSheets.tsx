import type { BlockSheet } from './block-sheet';
import { registerSheetTexts } from './block-sheet-texts';
import { BlockSheetStyles } from './BlockSheetStyles.client';
import { allSheets, sheetsOfBlock, sheetsOfEntry } from './sheets.generated';

registerSheetTexts(allSheets);

/**
 * The style sheets of the blocks a page renders, and only those, inline. React hoists each
 * `<style href precedence>` into the head once however many blocks render it, so a page's first
 * frame waits on its own blocks' few kilobytes instead of a request for every block's CSS.
 * Only the sheets' keys and addresses travel in the page's React payload (BlockSheetStyles).
 * `types`: block types (BlockList); `entry`: a file outside blocks/ that renders blocks'
 * components, as scripts/generate-block-sheets.mjs names it (its --check requires one).
 */
export function BlockSheets({ types = [], entry }: { types?: Iterable<string>; entry?: string }) {
  const sheets = new Map<string, BlockSheet>();
  const add = (list: readonly BlockSheet[] | undefined) => list?.forEach((sheet) => sheets.set(sheet.key, sheet));
  for (const type of types) add(sheetsOfBlock[type]);
  if (entry) add(sheetsOfEntry[entry]);
  if (sheets.size === 0) return null;
  return <BlockSheetStyles sheets={[...sheets.values()].map(({ key, url }) => ({ key, url }))} />;
}
