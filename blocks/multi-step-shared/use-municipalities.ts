'use client';

import { useEffect } from 'react';
import { useSiteStore, type Municipality } from '@/stores/site';

/**
 * The municipality list of GET /api/swc/municipalities, fetched at most once per page
 * session (spec 000 section 4, "Loading once per session") and kept in the site store.
 */
let pending: Promise<Municipality[]> | null = null;

export async function fetchMunicipalities(fetchImpl: typeof fetch = fetch): Promise<Municipality[]> {
  const response = await fetchImpl('/api/swc/municipalities', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`municipalities: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { municipalities?: Municipality[] } };
  return body.data?.municipalities ?? [];
}

export function useMunicipalities(): { municipalities: Municipality[]; ready: boolean } {
  const municipalities = useSiteStore((state) => state.allMunicipalities);
  useEffect(() => {
    if (useSiteStore.getState().allMunicipalities.length > 0 || pending) return;
    pending = fetchMunicipalities()
      .then((list) => {
        useSiteStore.getState().setAllMunicipalities(list);
        return list;
      })
      .catch((error: unknown) => {
        // Let a later mount try again.
        pending = null;
        console.warn('[forms] municipalities could not be loaded', error);
        return [];
      });
  }, []);
  return { municipalities, ready: municipalities.length > 0 };
}
