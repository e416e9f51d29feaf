'use client';

import { useEffect, useState } from 'react';
import type { PickablePage } from './link-url';

export type SitePages = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: PickablePage[] };

// One request per editor session: every link field of every block shares it.
let request: Promise<PickablePage[]> | null = null;

function fetchPages(): Promise<PickablePage[]> {
  request ??= fetch('/api/editor/pages', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`pages: ${response.status}`);
      return ((await response.json()) as { pages: PickablePage[] }).pages;
    })
    .catch((error: unknown) => {
      request = null; // the next field to mount tries again
      throw error;
    });
  return request;
}

/** The site's pages with their title and paths per locale (GET /api/editor/pages). */
export function useSitePages(): SitePages {
  const [state, setState] = useState<SitePages>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchPages().then(
      (pages) => live && setState({ status: 'ready', pages }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
