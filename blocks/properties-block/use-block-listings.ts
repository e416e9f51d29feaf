'use client';

import { useEffect, useMemo, useState } from 'react';
import { fetchPropertiesMap } from '@/lib/listing-search/api';
import type { ListingItem, MapMarker } from '@/lib/listing-search/types';
import type { ListingStatus } from '@/lib/listings/types';
import { useSiteFacts } from '@/stores/site-facts';
import { blockSearchFilters, type BlockFilters } from './block-filters';

export type BlockListings =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; listings: ListingItem[]; markers: MapMarker[]; total: number; totalExact: boolean; truncated: boolean };

type Answer = { request: string } & Exclude<BlockListings, { status: 'loading' }>;

/**
 * The newest listings matching a block's filters (at most `listingLimit`) and their map
 * markers, from the properties endpoint (format=map): active listings for the properties
 * blocks, sold ones for the sold-properties map. Waits for the page to provide the site's
 * microsite id; an answer counts only for the request it was made for (loading otherwise).
 */
export function useBlockListings(filters: BlockFilters, listingLimit: number, listingStatus: ListingStatus = 'active'): BlockListings {
  const { micrositeId, siteKey, locale } = useSiteFacts();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const filtersKey = JSON.stringify(filters);
  const search = useMemo(() => blockSearchFilters(JSON.parse(filtersKey) as BlockFilters), [filtersKey]);
  const request = `${micrositeId}|${locale}|${filtersKey}|${listingLimit}|${listingStatus}`;

  useEffect(() => {
    if (!micrositeId) return;
    const controller = new AbortController();
    fetchPropertiesMap({ micrositeId, siteKey, locale }, search, listingLimit, controller.signal, { status: listingStatus })
      .then((data) =>
        setAnswer({
          request,
          status: 'ready',
          listings: data.propertiesListing.slice(0, listingLimit),
          markers: data.propertiesMap,
          total: data.total,
          totalExact: data.totalExact,
          truncated: data.truncated,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[listings block, ${listingStatus}]`, error);
        setAnswer({ request, status: 'error' });
      });
    return () => controller.abort();
  }, [micrositeId, siteKey, locale, search, listingLimit, listingStatus, request]);

  if (!answer || answer.request !== request) return { status: 'loading' };
  return answer;
}
