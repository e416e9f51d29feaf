'use client';

import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    // Storage can be unavailable (privacy settings): the flag then lasts for the page.
    return false;
  }
}

/**
 * A boolean kept in sessionStorage for this tab (survives reloads and navigations).
 * Client-only components: edit mode is never rendered on the server.
 */
export function useSessionFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        if (next) sessionStorage.setItem(key, '1');
        else sessionStorage.removeItem(key);
      } catch {
        // See read().
      }
    },
    [key],
  );
  return [value, update];
}
