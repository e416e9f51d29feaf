import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { fetchTooltip } from '@/lib/listing-search/api';
import type { ListingItem, ListingTooltip } from '@/lib/listing-search/types';
import type { ClientSiteApi } from '@/lib/site/client-site-data';

/**
 * Map popup data keyed by uls (spec 000 section 3, "Property tooltip data"). Each listing
 * is fetched at most once; a failed fetch is remembered as null (spec 001 section 8).
 */
export interface TooltipsStore {
  /** undefined: never asked; null: the fetch failed. */
  tooltips: Record<string, ListingTooltip | null>;
  /** Fills entries from listing items already in hand; an existing entry is kept. */
  fillFromListings(items: ListingItem[]): void;
  /** The tooltip of a listing, fetched once, then served from the cache. */
  load(uls: string | number, site: ClientSiteApi): Promise<ListingTooltip | null>;
}

const pending = new Map<string, Promise<ListingTooltip | null>>();

export function tooltipFromListing({ uls, address, carousel_images, price, specs, type, url, broker_mentions }: ListingItem): ListingTooltip {
  return { uls, address, carousel_images, price, specs, type, url, broker_mentions };
}

export const useTooltips = create<TooltipsStore>()(
  immer((set, get) => ({
    tooltips: {},
    fillFromListings: (items) =>
      set((state) => {
        for (const item of items) {
          const key = String(item.uls);
          if (!(key in state.tooltips)) state.tooltips[key] = tooltipFromListing(item);
        }
      }),
    load: (id, site) => {
      const uls = String(id);
      const cached = get().tooltips[uls];
      if (cached !== undefined) return Promise.resolve(cached);
      const inFlight = pending.get(uls);
      if (inFlight) return inFlight;
      const request = fetchTooltip(site, uls)
        .catch(() => null)
        .then((tooltip) => {
          pending.delete(uls);
          // A listing item may have filled the entry while the request ran: keep it.
          if (get().tooltips[uls] === undefined) set((state) => void (state.tooltips[uls] = tooltip));
          return get().tooltips[uls] ?? null;
        });
      pending.set(uls, request);
      return request;
    },
  })),
);
