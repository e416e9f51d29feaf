'use client';

import { useEffect, type RefObject } from 'react';

export interface PuckDomText {
  frameTitle: string;
  zoom: string;
  /** aria-roledescription of a movable block, for dnd-kit's English "draggable". */
  movable: string;
}

/**
 * What Puck 0.23 renders without a name or with a wrong attribute, and offers no option for:
 * the preview iframe has no title (axe frame-title), the zoom select no label (select-name),
 * the loader an aria-label on a bare span (aria-prohibited-attr), and dnd-kit describes every
 * movable block as "draggable" in English. Only attributes Puck does not set are added, so
 * React never fights over them.
 */
export function patchPuckDom(root: ParentNode, text: PuckDomText) {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe#preview-frame:not([title])')) frame.title = text.frameTitle;
  for (const select of root.querySelectorAll('select[class*="ViewportControls-zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', text.zoom);
  for (const loader of root.querySelectorAll('span[class*="_Loader_"][aria-label]:not([role])')) loader.setAttribute('role', 'status');
  for (const movable of root.querySelectorAll('[aria-roledescription="draggable"]')) movable.setAttribute('aria-roledescription', text.movable);
}

/** Keeps patchPuckDom applied to the workspace and to the preview frame's document as Puck renders. */
export function usePuckDomA11y(container: RefObject<HTMLElement | null>, text: PuckDomText) {
  const { frameTitle, zoom, movable } = text;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const words = { frameTitle, zoom, movable };
    let scheduled = 0;
    const observed = new WeakSet<Node>();
    const observer = new MutationObserver(() => schedule());
    const observe = (node: Node) => {
      if (observed.has(node)) return;
      observed.add(node);
      observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-roledescription', 'class'] });
    };
    function run() {
      scheduled = 0;
      patchPuckDom(root!, words);
      // dnd-kit's hidden instructions and live region are appended to each document's body.
      const frame = root!.querySelector<HTMLIFrameElement>('iframe#preview-frame');
      const frameDoc = frame?.contentDocument;
      if (frameDoc?.body) {
        patchPuckDom(frameDoc, words);
        observe(frameDoc.body);
      }
    }
    function schedule() {
      if (!scheduled) scheduled = requestAnimationFrame(run);
    }
    observe(root);
    run();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(scheduled);
    };
  }, [container, frameTitle, zoom, movable]);
}
