'use client';

import { useEffect, useMemo, useState } from 'react';
import { fetchPropertiesMap } from '@/lib/listings-client/api';
import type { MapMarker } from '@/lib/listings-client/types';
import { defaultSearchFilters, normalizeFilters } from '@/stores/search-filters';
import { useSiteApi } from '@/stores/site-api';
import type { SoldPropertiesMapFilters } from './schema';

export type SoldListings =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; markers: MapMarker[]; total: number; truncated: boolean };

type Answer = { request: string } & Exclude<SoldListings, { status: 'loading' }>;

/**
 * The sold listings matching the block's filters, as map markers, from the properties
 * endpoint (status=sold, format=map). Waits for the page to provide the site's microsite
 * id; an answer counts only for the request it was made for (loading otherwise).
 */
export function useSoldListings(filters: SoldPropertiesMapFilters): SoldListings {
  const micrositeId = useSiteApi((s) => s.micrositeId);
  const siteKey = useSiteApi((s) => s.siteKey);
  const locale = useSiteApi((s) => s.locale);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const filtersKey = JSON.stringify(filters);
  const search = useMemo(() => {
    const { mun, type } = JSON.parse(filtersKey) as SoldPropertiesMapFilters;
    return normalizeFilters({ ...defaultSearchFilters, mun: mun ?? [], type: type ? [type] : [] });
  }, [filtersKey]);
  const request = `${micrositeId}|${locale}|${filtersKey}`;

  useEffect(() => {
    if (!micrositeId) return;
    const controller = new AbortController();
    // The map needs markers only: one listing is the smallest page the endpoint serves.
    fetchPropertiesMap({ micrositeId, siteKey, locale }, search, 1, controller.signal, { status: 'sold' })
      .then((data) => setAnswer({ request, status: 'ready', markers: data.propertiesMap, total: data.total, truncated: data.truncated }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[sold_properties_map_block]', error);
        setAnswer({ request, status: 'error' });
      });
    return () => controller.abort();
  }, [micrositeId, siteKey, locale, search, request]);

  if (!answer || answer.request !== request) return { status: 'loading' };
  return answer;
}
