import { setup } from 'xstate';

/**
 * The mobile nav panel (spec 000 section 4, "Mobile nav and header"): open or closed.
 * It closes on Escape, on a link click and on the close button; page scroll is locked
 * while it is open. The component restores focus to the hamburger on close.
 * Pure: the component provides the scroll lock (actions lockScroll / unlockScroll).
 */
export type MobileNavEvent =
  | { type: 'nav.open' }
  | { type: 'nav.close' }
  | { type: 'nav.escape' }
  | { type: 'nav.linkClick' };

export const mobileNavMachine = setup({
  types: {
    events: {} as MobileNavEvent,
  },
  actions: {
    // Provided by the component.
    lockScroll: () => {},
    unlockScroll: () => {},
  },
}).createMachine({
  id: 'mobileNav',
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
