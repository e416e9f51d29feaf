'use client';

import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * A hook over one request per editor session, shared by every field that mounts it (the
 * site's pages of the link fields, the municipalities of the listing filters). A failure
 * lets a retry, or the next field to mount, ask again.
 */
export function sessionLoader<T>(load: () => Promise<T>): () => Loaded<T> & { retry: () => void } {
  let request: Promise<T> | null = null;
  const loadOnce = () =>
    (request ??= load().catch((error: unknown) => {
      request = null;
      throw error;
    }));
  return function useSessionLoad() {
    const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let live = true;
      loadOnce().then(
        (value) => live && setState({ status: 'ready', value }),
        () => live && setState({ status: 'error' }),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    const retry = useCallback(() => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    }, []);
    return { ...state, retry };
  };
}
