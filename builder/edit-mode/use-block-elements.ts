'use client';

import { useEffect, useState } from 'react';
import { findBlockElements, pageContentRoot } from './block-dom';

function sameElements(a: HTMLElement[], b: HTMLElement[]): boolean {
  return a.length === b.length && a.every((element, i) => element === b[i]);
}

/**
 * The page's block wrappers while enabled, kept current when the page changes under us
 * (client navigation, a deleted block hidden): a MutationObserver rescans the content.
 */
export function useBlockElements(enabled: boolean, pathname: string): HTMLElement[] {
  const [elements, setElements] = useState<HTMLElement[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const scan = () => setElements((current) => {
      const next = findBlockElements();
      return sameElements(current, next) ? current : next;
    });
    scan();
    const observer = new MutationObserver(scan);
    const root = pageContentRoot();
    observer.observe(root instanceof Document ? root.body : (root as Node), {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
    return () => observer.disconnect();
  }, [enabled, pathname]);
  return enabled ? elements : [];
}
