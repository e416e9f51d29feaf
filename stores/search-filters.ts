import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import { hasSearchParams, parseFilters, resetRequested } from '@/lib/listing-search/query';
import { defaultSearchFilters, normalizeFilters, type SearchFilters } from '@/lib/listing-search/filters';

export const searchFiltersStorageKey = 'search-filters';

export interface SearchFiltersStore {
  filters: SearchFilters;
  update(patch: Partial<SearchFilters>): void;
  reset(): void;
  /**
   * Reads the URL query: applies only when it holds at least one recognised parameter,
   * the others then taking their defaults. Returns whether it applied.
   */
  setFromQuery(query: URLSearchParams): boolean;
  /**
   * The results page's first load: reset_filters resets the filters (the session's are
   * dropped), then the query's own filters, if any, apply; otherwise the session's stay.
   */
  loadFromPageQuery(query: URLSearchParams): void;
}

export const useSearchFilters = create<SearchFiltersStore>()(
  persist(
    immer((set, get) => ({
      filters: defaultSearchFilters,
      update: (patch) => set((state) => void (state.filters = normalizeFilters({ ...state.filters, ...patch }))),
      reset: () => set((state) => void (state.filters = defaultSearchFilters)),
      setFromQuery: (query) => {
        const parsed = hasSearchParams(query) ? parseFilters(query) : null;
        if (!parsed) return false;
        set((state) => void (state.filters = normalizeFilters(parsed)));
        return true;
      },
      loadFromPageQuery: (query) => {
        if (resetRequested(query)) get().reset();
        get().setFromQuery(query);
      },
    })),
    {
      name: searchFiltersStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ filters }) => ({ filters }),
      // Whatever the tab stored is read back onto the defaults, so a newer field is never missing.
      merge: (stored, current) => {
        const filters = (stored as { filters?: Partial<SearchFilters> } | undefined)?.filters;
        return { ...current, filters: normalizeFilters({ ...defaultSearchFilters, ...filters }) };
      },
    },
  ),
);
