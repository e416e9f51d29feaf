'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following its changes. The server (and hydration) sees
 * `false`: what differs by width before hydration belongs in CSS, not in this value.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
