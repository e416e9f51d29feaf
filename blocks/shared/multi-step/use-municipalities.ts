'use client';

import { useCallback, useEffect, useState } from 'react';
import { useSiteStore, type Municipality } from '@/stores/site';

/**
 * The municipality list of GET /api/swc/municipalities, fetched at most once per page
 * session (spec 000 section 4, "Loading once per session") and kept in the site store.
 * A failed (or empty) answer is reported so the form can say so and offer a retry,
 * instead of leaving its start button disabled for good.
 */
let pending: Promise<Municipality[]> | null = null;

export async function fetchMunicipalities(fetchImpl: typeof fetch = fetch): Promise<Municipality[]> {
  const response = await fetchImpl('/api/swc/municipalities', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`municipalities: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { municipalities?: Municipality[] } };
  return body.data?.municipalities ?? [];
}

/** One request for every form of the page; a failure lets the next call try again. */
function loadOnce(): Promise<Municipality[]> {
  pending ??= fetchMunicipalities()
    .then((list) => {
      if (list.length === 0) throw new Error('municipalities: empty list');
      useSiteStore.getState().setAllMunicipalities(list);
      return list;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export interface MunicipalitiesState {
  municipalities: Municipality[];
  ready: boolean;
  /** The list could not be loaded: show the error and the retry button. */
  failed: boolean;
  retry(): void;
}

export function useMunicipalities(): MunicipalitiesState {
  const municipalities = useSiteStore((state) => state.allMunicipalities);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (useSiteStore.getState().allMunicipalities.length > 0) return;
    let active = true;
    loadOnce().catch((error: unknown) => {
      console.warn('[forms] municipalities could not be loaded', error);
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  const ready = municipalities.length > 0;
  return { municipalities, ready, failed: failed && !ready, retry };
}
