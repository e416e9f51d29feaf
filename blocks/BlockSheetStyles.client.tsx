'use client';

import type { BlockSheetRef } from './block-sheet';
import { registeredSheetText } from './block-sheet-texts';

/** Whether the document already holds the sheet (React writes adjacent sheets as one element naming them all). */
function inDocument(key: string): boolean {
  return document.querySelector(`style[data-href~="${key}"]`) !== null;
}

/**
 * A page's block sheets. On the server each is written inline, `<style href precedence>`, which
 * React hoists into the head once (the first frame waits on no request). In the browser a sheet
 * the document already holds is the same resource again; one a client navigation brings for the
 * first time is loaded from its address, and React shows the new page once it has loaded.
 */
export function BlockSheetStyles({ sheets }: { sheets: readonly BlockSheetRef[] }) {
  const inBrowser = typeof document !== 'undefined';
  return sheets.map(({ key, url }) => {
    // Registered where the server components ran (the server, or a test rendering them in a
    // DOM); empty text for a sheet the document holds already (React keeps the one it has).
    const css = registeredSheetText(key) ?? (inBrowser && inDocument(key) ? '' : undefined);
    if (css !== undefined) {
      return (
        <style key={key} href={key} precedence="blocks">
          {css}
        </style>
      );
    }
    return <link key={key} rel="stylesheet" href={url} precedence="blocks" />;
  });
}
