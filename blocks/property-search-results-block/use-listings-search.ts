'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { allMarkersKey, markersInBoundsKey } from '@/lib/listing-search/bounds';
import { fetchPropertiesMap, fetchPropertiesPage, prefetchPropertiesPage } from '@/lib/listing-search/api';
import { filtersSearchParams } from '@/lib/listing-search/query';
import type { ListingItem, MapMarker } from '@/lib/listing-search/types';
import { BOUNDS_KEYS, type MapBounds } from '@/lib/listings/filters';
import { useSearchFilters } from '@/stores/search-filters';
import { defaultSearchFilters, type SearchFilters } from '@/lib/listing-search/filters';
import type { InitialSearchResults } from '@/lib/listings/types';
import { useSiteFacts } from '@/stores/site-facts';
import { useTooltips } from '@/stores/tooltips';

/** Spec 001 section 9: 25 listings per page. */
export const LISTINGS_PAGE_SIZE = 25;

export interface ListingsSearchState {
  markers: MapMarker[];
  listings: ListingItem[];
  /** Listings the list can show: the server's total for the filters (and map bounds). */
  total: number;
  /** False when the service stopped counting at 10 000 ("10 000+"). */
  totalExact: boolean;
  /** The service capped the markers: the map shows a sample, the list and count still cover every listing. */
  truncated: boolean;
  loading: boolean;
  loadingMore: boolean;
  /** Changes with every new search, so the map fits its markers. */
  searchId: number;
}

const keyOf = (filters: SearchFilters) => filtersSearchParams(filters).toString();
/** A sentinel key: default filters also serialise to '', and the first search must run. */
const NO_SEARCH = '\u0000none';
/** The search key of the default filters: the search whose first cards the server renders. */
const DEFAULT_SEARCH_KEY = keyOf({ ...defaultSearchFilters, map_bounds: null, order_by: null });
/** The default filters in the default order: what the server's first cards show. */
const isDefaultSearch = (filters: SearchFilters) => !filters.order_by && keyOf({ ...filters, map_bounds: null, order_by: null }) === DEFAULT_SEARCH_KEY;

/**
 * The results data flow of spec 001 section 4: a new search (filters changed) loads every
 * marker and the first 25 listings, clearing the map bounds; a changed sort or a map move
 * that changes the set of markers in bounds reloads the list; the end of the list loads
 * the next page while fewer listings than the server's total are loaded. A search waits
 * while `paused` (the overlay or the municipality dropdown is open).
 */
export function useListingsSearch(filters: SearchFilters, ready: boolean, paused: boolean, initial: InitialSearchResults | null = null) {
  const update = useSearchFilters((s) => s.update);
  const [state, setState] = useState<ListingsSearchState>({
    markers: [],
    listings: initial?.listings ?? [],
    total: initial?.total ?? 0,
    totalExact: initial?.totalExact ?? true,
    truncated: false,
    loading: initial === null,
    loadingMore: false,
    searchId: 0,
  });
  const loaded = useRef({ searchKey: NO_SEARCH, listKey: NO_SEARCH, boundsKey: '', page: 1 });
  const request = useRef<AbortController | null>(null);
  const site = useSiteFacts();

  const startRequest = () => {
    request.current?.abort();
    request.current = new AbortController();
    return request.current.signal;
  };

  useEffect(() => {
    if (!ready || paused) return;
    const searchKey = keyOf({ ...filters, map_bounds: null, order_by: null });
    if (searchKey !== loaded.current.searchKey) {
      // The server's cards stay on screen while the first search is the default one (it starts
      // with the same listings): no skeleton, no shift. Any other search replaces them.
      const keepInitial = initial !== null && loaded.current.searchKey === NO_SEARCH && isDefaultSearch(filters);
      const unbounded = { ...filters, map_bounds: null };
      loaded.current = { searchKey, listKey: keyOf(unbounded), boundsKey: '', page: 1 };
      if (filters.map_bounds) update({ map_bounds: null });
      const signal = startRequest();
      if (!keepInitial) setState((s) => ({ ...s, loading: true, listings: [] }));
      fetchPropertiesMap(site, unbounded, LISTINGS_PAGE_SIZE, signal)
        .then((answer) => {
          if (signal.aborted) return;
          useTooltips.getState().fillFromListings(answer.propertiesListing);
          loaded.current.boundsKey = allMarkersKey(answer.propertiesMap);
          setState((s) => ({
            markers: answer.propertiesMap,
            listings: answer.propertiesListing,
            total: answer.total,
            totalExact: answer.totalExact,
            truncated: answer.truncated,
            loading: false,
            loadingMore: false,
            searchId: s.searchId + 1,
          }));
        })
        .catch(() => undefined);
      return;
    }
    const listKey = keyOf(filters);
    if (listKey === loaded.current.listKey) return;
    loaded.current.listKey = listKey;
    loaded.current.page = 1;
    const signal = startRequest();
    setState((s) => ({ ...s, loading: true, listings: [] }));
    fetchPropertiesPage(site, filters, 1, LISTINGS_PAGE_SIZE, signal)
      .then(({ propertiesListing: listings, total, totalExact }) => {
        if (signal.aborted) return;
        useTooltips.getState().fillFromListings(listings);
        setState((s) => ({ ...s, listings, total: total ?? s.total, totalExact: total === null ? s.totalExact : totalExact, loading: false }));
      })
      .catch(() => undefined);
  }, [filters, ready, paused, update, site, initial]);

  /**
   * A map move: reloads the list only when the set of markers inside the bounds changed.
   * Capped markers (truncated) are a sample that cannot tell, so then every move reloads;
   * the count and paging follow the server's total of the reloaded list either way.
   */
  const onBoundsChange = useCallback(
    (bounds: MapBounds) => {
      const key = state.truncated ? `bounds:${BOUNDS_KEYS.map((k) => bounds[k]).join(',')}` : markersInBoundsKey(state.markers, bounds).key;
      if (key === loaded.current.boundsKey) return;
      loaded.current.boundsKey = key;
      update({ map_bounds: bounds });
    },
    [state.markers, state.truncated, update],
  );

  const loadMore = useCallback(() => {
    // Until the first search's answer is in (searchId 0) the server's cards are only part of page 1.
    if (state.searchId === 0 || state.loading || state.loadingMore || state.listings.length >= state.total) return;
    const page = loaded.current.page + 1;
    const signal = request.current?.signal;
    setState((s) => ({ ...s, loadingMore: true }));
    fetchPropertiesPage(site, filters, page, LISTINGS_PAGE_SIZE, signal)
      .then(({ propertiesListing: more, total }) => {
        if (signal?.aborted) return;
        loaded.current.page = page;
        useTooltips.getState().fillFromListings(more);
        setState((s) => ({
          ...s,
          listings: [...s.listings, ...more],
          loadingMore: false,
          // An empty page ends the list even if the total said otherwise (listings sold meanwhile).
          total: more.length === 0 ? s.listings.length : (total ?? s.total),
        }));
      })
      .catch(() => undefined);
  }, [filters, state.searchId, state.loading, state.loadingMore, state.listings.length, state.total, site]);

  // The next page at idle (spec 001 section 7), so the end of the list loads it from memory.
  useEffect(() => {
    if (state.searchId === 0 || state.loading || state.loadingMore || state.listings.length >= state.total) return;
    return prefetchPropertiesPage(site, filters, loaded.current.page + 1, LISTINGS_PAGE_SIZE);
  }, [filters, site, state.searchId, state.loading, state.loadingMore, state.listings.length, state.total]);

  // The render after hydration that first sees other filters (the URL's or the session's)
  // must not show the default search's cards even for a frame: the effect clears them next.
  const replacingInitial = initial !== null && state.searchId === 0 && ready && !isDefaultSearch(filters);
  if (replacingInitial) return { ...state, listings: [], loading: true, onBoundsChange, loadMore };
  return { ...state, onBoundsChange, loadMore };
}
