'use client';

import { lazy, type ComponentType } from 'react';

/**
 * A code-split island without next/dynamic's preload: rendered into the server HTML as
 * usual, its code fetched when the page hydrates (the server HTML stays in place until
 * then). Like next/dynamic with SSR, no Suspense boundary of its own: the page's render
 * waits for it, so the HTML holds the island inline (not streamed in later).
 *
 * Used where next/dynamic cannot be: for the three lead forms, Turbopack (Next 16.4) writes
 * a chunk name into the server's preload manifest that it never emits, so every page with
 * one of them would request a missing script (a failed request and a console error). Other
 * islands use next/dynamic, whose preload fetches their code alongside the page's.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Island(props: P) {
    return <Lazy {...props} />;
  }
  return Island;
}
