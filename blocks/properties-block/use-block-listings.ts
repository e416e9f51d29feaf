'use client';

import { useEffect, useMemo, useState } from 'react';
import { fetchPropertiesMap } from '@/lib/listings-client/api';
import type { ListingItem } from '@/lib/listings-client/types';
import { useSiteApi } from '@/stores/site-api';
import { blockSearchFilters } from './block-filters';
import type { PropertiesBlockFilters } from './schema';

export type BlockListings =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; listings: ListingItem[]; total: number };

type Answer = { request: string } & ({ status: 'error' } | { status: 'ready'; listings: ListingItem[]; total: number });

/**
 * The newest listings matching the block's filters, from the properties endpoint
 * (format=map, listingLimit). Waits for the page to provide the site's microsite id;
 * an answer counts only for the request it was made for (loading otherwise).
 */
export function useBlockListings(filters: PropertiesBlockFilters): BlockListings {
  const micrositeId = useSiteApi((s) => s.micrositeId);
  const siteKey = useSiteApi((s) => s.siteKey);
  const locale = useSiteApi((s) => s.locale);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const filtersKey = JSON.stringify(filters);
  const search = useMemo(() => blockSearchFilters(JSON.parse(filtersKey) as PropertiesBlockFilters), [filtersKey]);
  const limit = filters.limit;
  const request = `${micrositeId}|${locale}|${filtersKey}`;

  useEffect(() => {
    if (!micrositeId) return;
    const controller = new AbortController();
    fetchPropertiesMap({ micrositeId, siteKey, locale }, search, limit, controller.signal)
      .then((data) => setAnswer({ request, status: 'ready', listings: data.propertiesListing.slice(0, limit), total: data.total }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[properties_block]', error);
        setAnswer({ request, status: 'error' });
      });
    return () => controller.abort();
  }, [micrositeId, siteKey, locale, search, limit, request]);

  if (!answer || answer.request !== request) return { status: 'loading' };
  return answer;
}
