import { describe, expect, it } from 'vitest';
import { blockSheetProblems } from '../../scripts/generate-block-sheets.mjs';

describe('block style sheets', () => {
  it('are listed for every block and every page that renders blocks outside a block list', () => {
    // A stale list or a page that does not render its sheets shows blocks without their styles.
    expect(blockSheetProblems()).toEqual([]);
  });
});
