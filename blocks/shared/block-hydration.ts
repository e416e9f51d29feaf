/**
 * Each block of a page is its own Activity boundary (blocks/BlockList.tsx), so React hydrates
 * the blocks one by one after the page's shell, yielding to the browser between them, instead
 * of in one long task. This counts the blocks hydrated in this document, for HydrationMark
 * (components/site/HydrationMark.client.tsx), which marks the page hydrated once the shell
 * and every block on it are.
 */
let hydratedBlocks = 0;
const listeners = new Set<() => void>();

/** A block's boundary has hydrated (or rendered in the browser). */
export function blockHydrated(): void {
  hydratedBlocks += 1;
  for (const listener of listeners) listener();
}

export function hydratedBlockCount(): number {
  return hydratedBlocks;
}

/** Calls `listener` after each block hydrates; returns the unsubscribe function. */
export function onBlockHydrated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The blocks BlockList rendered in this document (the header's, the content's, the footer's). */
export const RENDERED_BLOCK_SELECTOR = '.block[data-block-id]';
