'use client';

import { useCallback, useEffect, useId, useRef } from 'react';
import { useActorSelector, useDeferredActor } from '@/blocks/shared/use-deferred-actor';
import type { SearchFilters } from '@/lib/listing-search/filters';
import { setScrollLock } from '@/stores/scroll-lock';
import { useSiteFacts } from '@/stores/site-facts';
import { fetchCount } from '@/lib/listing-search/api';
import type { ListingCount } from '@/lib/listing-search/types';
import { inspect } from '@/lib/inspection/inspector';

/**
 * One filter overlay actor per search widget. `onApply` receives the filters when the
 * visitor presses "see results". The machine (and xstate) loads when the overlay first
 * opens, like the overlay itself: the home page's search bar never needs it otherwise.
 */
export function useFilterOverlay(onApply: (filters: SearchFilters) => void) {
  const scrollLockId = `filter-overlay:${useId()}`;
  const site = useSiteFacts();
  // The machine is pure: its effects (the count request, the scroll lock) are provided here.
  const loadMachine = useCallback(
    () =>
      Promise.all([import('xstate'), import('@/machines/filter-overlay')]).then(([{ fromPromise }, { filterOverlayMachine }]) =>
        filterOverlayMachine.provide({
          actors: {
            countListings: fromPromise<ListingCount, { filters: SearchFilters }>(({ input, signal }) =>
              fetchCount(site, input.filters, signal),
            ),
          },
          actions: {
            lockScroll: () => setScrollLock(scrollLockId, true),
            unlockScroll: () => setScrollLock(scrollLockId, false),
          },
        }),
      ),
    [scrollLockId, site],
  );
  const { actor, send } = useDeferredActor(loadMachine, () => ({ inspect }));
  const isOpen = useActorSelector(actor, (s) => s.matches('open'), false);

  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('filters.apply', (event) => onApply(event.filters));
    return () => subscription.unsubscribe();
  }, [actor, onApply]);

  // WCAG 2.4.3: when the overlay closes (Escape, close, see results), focus goes back to
  // the control that opened it rather than to <body>.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    if (target.isConnected) target.focus();
  }, [isOpen]);

  // The machine's exit action does not run when the component unmounts with it open.
  useEffect(() => () => setScrollLock(scrollLockId, false), [scrollLockId]);

  return {
    /** Set once the overlay has opened (its machine loads then). */
    actor,
    isOpen,
    open: (filters: SearchFilters) => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      send({ type: 'overlay.open', filters });
    },
  };
}
