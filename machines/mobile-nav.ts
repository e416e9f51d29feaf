import { setup } from 'xstate';
import { setScrollLock } from '@/stores/scroll-lock';

/**
 * The mobile nav panel (spec 000 section 4, "Mobile nav and header"): open or closed.
 * It closes on Escape, on a link click and on the close button; page scroll is locked
 * while it is open. The component restores focus to the hamburger on close.
 */
export type MobileNavEvent =
  | { type: 'nav.open' }
  | { type: 'nav.close' }
  | { type: 'nav.escape' }
  | { type: 'nav.linkClick' };

export const mobileNavMachine = setup({
  types: {
    context: {} as { scrollLockId: string },
    events: {} as MobileNavEvent,
    input: {} as { scrollLockId: string },
  },
  actions: {
    lockScroll: ({ context }) => setScrollLock(context.scrollLockId, true),
    unlockScroll: ({ context }) => setScrollLock(context.scrollLockId, false),
  },
}).createMachine({
  id: 'mobileNav',
  context: ({ input }) => ({ scrollLockId: input.scrollLockId }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'nav.open': { target: 'open' } },
    },
    open: {
      entry: 'lockScroll',
      // XState does not run exit actions when the actor stops: the component also
      // releases the lock on unmount.
      exit: 'unlockScroll',
      on: {
        'nav.close': { target: 'closed' },
        'nav.escape': { target: 'closed' },
        'nav.linkClick': { target: 'closed' },
      },
    },
  },
});
