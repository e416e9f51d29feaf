'use client';

import { useEffect } from 'react';

/**
 * Sets <html data-hydrated> once the page's React tree is hydrated. Rendered by SiteChrome
 * beside the page's islands, whose code loads in chunks of their own: the effect runs only
 * when the tree they are in has hydrated, so this is the moment a click on any island works.
 * The e2e tests wait for it after each navigation (e2e/helpers/test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
