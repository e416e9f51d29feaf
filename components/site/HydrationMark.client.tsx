'use client';

import { useEffect } from 'react';
import { hydratedBlockCount, onBlockHydrated, RENDERED_BLOCK_SELECTOR } from '@/blocks/shared/block-hydration';

/**
 * Sets <html data-hydrated> once the page's React tree is hydrated. Rendered by SiteChrome
 * beside the page's islands, whose code loads in chunks of their own: the effect runs only
 * when the tree they are in has hydrated, so this is the moment a click on any island works.
 * Each block is an Activity boundary React hydrates after the shell (blocks/BlockList.tsx), so
 * the mark also waits until every block on the page has reported itself hydrated.
 * The e2e tests wait for it after each navigation (e2e/helpers/test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    const root = document.documentElement;
    const expected = document.querySelectorAll(RENDERED_BLOCK_SELECTOR).length;
    const mark = () => {
      if (hydratedBlockCount() < expected) return false;
      root.setAttribute('data-hydrated', '');
      return true;
    };
    if (mark()) return;
    const unsubscribe = onBlockHydrated(() => {
      if (mark()) unsubscribe();
    });
    return unsubscribe;
  }, []);
  return null;
}
