/** The edit-mode block actions (app/api/editor/blocks/*): what the browser asks and gets back. */
export type BlockAction = 'toggleColorScheme' | 'delete';

export interface BlockActionResult {
  pageId: string;
  blockId: string;
  version: number;
  /** The block's new scheme after a toggle. */
  colorScheme?: string;
}
