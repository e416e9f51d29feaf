/**
 * The page's content blocks as BlockList renders them:
 * <div class="block" data-block-type data-block-id data-scheme> inside <main>.
 * Header and footer blocks belong to the site, not the page, so they are left out.
 */
export const BLOCK_SELECTOR = '.block[data-block-id]';

export function pageContentRoot(doc: Document = document): ParentNode {
  return doc.querySelector('main#main-content') ?? doc.querySelector('main') ?? doc;
}

export function findBlockElements(doc: Document = document): HTMLElement[] {
  return [...pageContentRoot(doc).querySelectorAll<HTMLElement>(BLOCK_SELECTOR)].filter((element) => !element.hidden);
}

export function findBlockElement(blockId: string, doc: Document = document): HTMLElement | null {
  return pageContentRoot(doc).querySelector<HTMLElement>(`${BLOCK_SELECTOR}[data-block-id="${CSS.escape(blockId)}"]`);
}

/**
 * Shows a saved action at once on the page as served (the published version): the new
 * scheme attribute restyles the block through the theme CSS; a deleted block is hidden.
 */
export function reflectSavedAction(saved: { action: 'toggleColorScheme' | 'delete'; blockId: string; colorScheme?: string }, doc: Document = document): void {
  const element = findBlockElement(saved.blockId, doc);
  if (!element) return;
  if (saved.action === 'delete') element.hidden = true;
  else if (saved.colorScheme) element.dataset.scheme = saved.colorScheme;
}

/** Makes a static block wrapper the toolbar's positioning box; returns the undo. */
export function positionForOverlay(element: HTMLElement): () => void {
  if (getComputedStyle(element).position !== 'static') return () => {};
  element.style.position = 'relative';
  return () => {
    element.style.position = '';
  };
}
