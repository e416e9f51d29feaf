'use client';

import { useSyncExternalStore } from 'react';
import { useSearchFilters } from '@/stores/search-filters';
import { defaultSearchFilters, type SearchFilters } from '@/lib/listing-search/filters';

/**
 * The session's search filters, but the defaults during hydration: the server cannot see
 * sessionStorage, so the first client render must match its HTML before showing them.
 */
export function useStoredFilters(): SearchFilters {
  return useSyncExternalStore(
    useSearchFilters.subscribe,
    () => useSearchFilters.getState().filters,
    () => defaultSearchFilters,
  );
}
