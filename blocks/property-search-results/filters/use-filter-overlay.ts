'use client';

import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { filterOverlayMachine } from '@/machines/filter-overlay';
import type { SearchFilters } from '@/lib/listings-client/filters';
import { setScrollLock } from '@/stores/scroll-lock';
import { inspect } from '@/lib/inspection/inspector';

/**
 * One filter overlay actor per search widget. `onApply` receives the filters when the
 * visitor presses "see results".
 */
export function useFilterOverlay(onApply: (filters: SearchFilters) => void) {
  const scrollLockId = `filter-overlay:${useId()}`;
  const actor = useActorRef(filterOverlayMachine, { input: { scrollLockId }, inspect });
  const isOpen = useSelector(actor, (s) => s.matches('open'));

  useEffect(() => {
    const subscription = actor.on('filters.apply', (event) => onApply(event.filters));
    return () => subscription.unsubscribe();
  }, [actor, onApply]);

  // The machine's exit action does not run when the component unmounts with it open.
  useEffect(() => () => setScrollLock(scrollLockId, false), [scrollLockId]);

  return {
    actor,
    isOpen,
    open: (filters: SearchFilters) => actor.send({ type: 'overlay.open', filters }),
  };
}
