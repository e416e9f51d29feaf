import type { BlockSheet } from './block-sheet';
import { sheetsOfBlock, sheetsOfEntry } from './sheets.generated';

/**
 * The style sheets of the blocks a page renders, and only those, inline. React hoists each
 * `<style href precedence>` into the head once however many blocks render it, so a page's first
 * frame waits on its own blocks' few kilobytes instead of a request for every block's CSS.
 * `types`: block types (BlockList); `entry`: a file outside blocks/ that renders blocks'
 * components, as scripts/generate-block-sheets.mjs names it (its --check requires one).
 */
export function BlockSheets({ types = [], entry }: { types?: Iterable<string>; entry?: string }) {
  const sheets = new Map<string, BlockSheet>();
  const add = (list: readonly BlockSheet[] | undefined) => list?.forEach((sheet) => sheets.set(sheet.key, sheet));
  for (const type of types) add(sheetsOfBlock[type]);
  if (entry) add(sheetsOfEntry[entry]);
  return [...sheets.values()].map((sheet) => (
    <style key={sheet.key} href={sheet.key} precedence="blocks">
      {sheet.css}
    </style>
  ));
}
