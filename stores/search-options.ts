import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import { fetchMunicipalities, fetchSearchFilters } from '@/lib/listing-search/api';
import type { Locale } from '@/lib/i18n/locales';
import type { Municipality, PropertyTypeOption } from '@/lib/listing-search/types';
import type { ClientSiteApi } from '@/lib/site/client-site-data';

/**
 * Options of the search inputs (spec 000 section 4, "Loading once per session"): the
 * municipality list and the search-filter data are fetched at most once per session,
 * kept in sessionStorage across page loads. A failed fetch may be retried later.
 */
export interface SearchOptionsStore {
  /** Every municipality (GET /municipalities); null until loaded. */
  municipalities: Municipality[] | null;
  /** Municipalities and property types offered by the search (GET /search-filters); null until loaded. */
  searchMunicipalities: Municipality[] | null;
  propertyTypes: PropertyTypeOption[] | null;
  /** Locale of the property type labels held. */
  searchFiltersLocale: Locale | null;
  loadMunicipalities(site: ClientSiteApi): Promise<void>;
  loadSearchFilters(site: ClientSiteApi): Promise<void>;
}

const inFlight: { municipalities?: Promise<void>; searchFilters?: Promise<void> } = {};

export const searchOptionsStorageKey = 'search-options';

export const useSearchOptions = create<SearchOptionsStore>()(
  persist(
    immer((set, get) => ({
      municipalities: null,
      searchMunicipalities: null,
      propertyTypes: null,
      searchFiltersLocale: null,
      loadMunicipalities: (site) => {
        if (get().municipalities) return Promise.resolve();
        const request: Promise<void> =
          inFlight.municipalities ??
          fetchMunicipalities(site)
            .then((list) => {
              set((state) => void (state.municipalities = list));
            })
            .catch((error: unknown) => console.warn('[search-options] municipalities', error))
            .finally(() => void delete inFlight.municipalities);
        inFlight.municipalities = request;
        return request;
      },
      loadSearchFilters: (site) => {
        // Property type labels are localised: another locale fetches its own.
        if (get().searchFiltersLocale === site.locale && get().propertyTypes) return Promise.resolve();
        const request: Promise<void> =
          inFlight.searchFilters ??
          fetchSearchFilters(site)
          .then(({ municipalities, propertyTypes }) => {
            set((state) => {
              state.searchFiltersLocale = site.locale;
              state.searchMunicipalities = municipalities;
              state.propertyTypes = propertyTypes;
            });
          })
          .catch((error: unknown) => console.warn('[search-options] search filters', error))
          .finally(() => void delete inFlight.searchFilters);
        inFlight.searchFilters = request;
        return request;
      },
    })),
    {
      name: searchOptionsStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ municipalities, searchMunicipalities, propertyTypes, searchFiltersLocale }) => ({
        municipalities,
        searchMunicipalities,
        propertyTypes,
        searchFiltersLocale,
      }),
    },
  ),
);
