import { assign, emit, fromPromise, setup } from 'xstate';
import { withoutTag, type FilterTag } from '@/lib/listing-search/filter-tags';
import { defaultSearchFilters, normalizeFilters, type SearchFilters } from '@/lib/listing-search/filters';
import type { ListingCount } from '@/lib/listing-search/types';

/**
 * The filter overlay (spec 000 section 4): closed or open with a draft of the filters.
 * While open, every draft change refreshes the live results count, throttled to one
 * request per 500 ms; "see results" emits the draft (filters.apply) and closes;
 * closing otherwise discards the draft.
 *
 * Pure: the count request (actor countListings) and the page's scroll lock (actions
 * lockScroll / unlockScroll) are provided by the component (use-filter-overlay.ts).
 */
export const COUNT_THROTTLE_MS = 500;

export type FilterOverlayEvent =
  | { type: 'overlay.open'; filters: SearchFilters }
  | { type: 'overlay.close' }
  | { type: 'overlay.seeResults' }
  | { type: 'filter.change'; patch: Partial<SearchFilters> }
  | { type: 'filter.removeTag'; tag: FilterTag }
  | { type: 'filter.reset' };

export type FilterOverlayEmitted = { type: 'filters.apply'; filters: SearchFilters };

export interface FilterOverlayContext {
  draft: SearchFilters;
  /** Listings matching the draft (exact up to 10 000); null until the first count arrives. */
  count: ListingCount | null;
  /** A change arrived while a count was running or cooling down. */
  stale: boolean;
}

/** Provided by the component (the listings endpoint with format=count); tests provide stubs. */
const countListings = fromPromise<ListingCount, { filters: SearchFilters }>(() =>
  Promise.reject(new Error('filterOverlayMachine: provide the countListings actor')),
);

export const filterOverlayMachine = setup({
  types: {
    context: {} as FilterOverlayContext,
    events: {} as FilterOverlayEvent,
    emitted: {} as FilterOverlayEmitted,
  },
  actors: { countListings },
  actions: {
    // Provided by the component.
    lockScroll: () => {},
    unlockScroll: () => {},
    markStale: assign({ stale: true }),
  },
  guards: {
    isStale: ({ context }) => context.stale,
  },
  delays: { countThrottle: COUNT_THROTTLE_MS },
}).createMachine({
  id: 'filterOverlay',
  context: { draft: defaultSearchFilters, count: null, stale: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'overlay.open': {
          target: 'open',
          actions: assign({ draft: ({ event }) => normalizeFilters(event.filters), count: null, stale: false }),
        },
      },
    },
    open: {
      entry: 'lockScroll',
      // XState runs no exit action when the actor stops: the component also unlocks on unmount.
      exit: 'unlockScroll',
      initial: 'counting',
      on: {
        'overlay.close': { target: 'closed' },
        'overlay.seeResults': {
          target: 'closed',
          actions: emit(({ context }) => ({ type: 'filters.apply' as const, filters: context.draft })),
        },
        'filter.change': {
          actions: [assign({ draft: ({ context, event }) => normalizeFilters({ ...context.draft, ...event.patch }) }), 'markStale'],
        },
        'filter.removeTag': {
          actions: [assign({ draft: ({ context, event }) => withoutTag(context.draft, event.tag) }), 'markStale'],
        },
        'filter.reset': {
          // The sort order is not a filter: it survives a reset.
          actions: [assign({ draft: ({ context }) => ({ ...defaultSearchFilters, order_by: context.draft.order_by }) }), 'markStale'],
        },
      },
      states: {
        idle: {
          always: { guard: 'isStale', target: 'counting' },
        },
        counting: {
          entry: assign({ stale: false }),
          invoke: {
            src: 'countListings',
            input: ({ context }) => ({ filters: context.draft }),
            onDone: { target: 'cooldown', actions: assign({ count: ({ event }) => event.output }) },
            // Spec 000 section 7: the count has no failure handling; the last count stays.
            onError: { target: 'cooldown' },
          },
        },
        cooldown: {
          after: { countThrottle: [{ guard: 'isStale', target: 'counting' }, { target: 'idle' }] },
        },
      },
    },
  },
});
