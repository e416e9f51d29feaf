'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { filterOverlayMachine } from '@/machines/filter-overlay';
import type { SearchFilters } from '@/lib/listings-client/filters';
import { setScrollLock } from '@/stores/scroll-lock';
import { useSiteFacts } from '@/stores/site-facts';
import { fetchCount } from '@/lib/listings-client/api';
import type { ListingCount } from '@/lib/listings-client/types';
import { inspect } from '@/lib/inspection/inspector';

/**
 * One filter overlay actor per search widget. `onApply` receives the filters when the
 * visitor presses "see results".
 */
export function useFilterOverlay(onApply: (filters: SearchFilters) => void) {
  const scrollLockId = `filter-overlay:${useId()}`;
  const site = useSiteFacts();
  // The machine is pure: its effects (the count request, the scroll lock) are provided here.
  const machine = useMemo(
    () =>
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
    [scrollLockId, site],
  );
  const actor = useActorRef(machine, { inspect });
  const isOpen = useSelector(actor, (s) => s.matches('open'));

  useEffect(() => {
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
    actor,
    isOpen,
    open: (filters: SearchFilters) => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      actor.send({ type: 'overlay.open', filters });
    },
  };
}
