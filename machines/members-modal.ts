import { assign, setup } from 'xstate';

/**
 * The members modal (spec 000 "Members modal"): it opens on a card click, on Enter, or on a
 * dropdown choice, with the chosen member; it closes on the close button, Escape or an
 * outside click, which also clears the selection. The component provides the effects:
 * scroll lock while open, and focus back on the card (or dropdown) that opened it.
 */
export type MembersModalEvent =
  | { type: 'member.open'; slug: string; source: 'card' | 'keyboard' | 'dropdown'; returnFocusId?: string | null }
  | { type: 'modal.close' }
  | { type: 'modal.escape' }
  | { type: 'modal.outsideClick' };

export interface MembersModalContext {
  selected: string | null;
  source: 'card' | 'keyboard' | 'dropdown' | null;
  returnFocusId: string | null;
}

/** Placeholder for effects the component provides. */
const noop = () => {};

export const membersModalMachine = setup({
  types: {
    context: {} as MembersModalContext,
    events: {} as MembersModalEvent,
  },
  actions: {
    select: assign(({ event }) =>
      event.type === 'member.open'
        ? { selected: event.slug, source: event.source, returnFocusId: event.returnFocusId ?? null }
        : {},
    ),
    clearSelection: assign({ selected: null, source: null }),
    // Effects, provided by the component.
    lockScroll: () => {},
    unlockScroll: () => {},
    restoreFocus: noop as (args: unknown, params: { returnFocusId: string | null }) => void,
  },
}).createMachine({
  id: 'membersModal',
  context: { selected: null, source: null, returnFocusId: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'member.open': { target: 'open', actions: 'select' } },
    },
    open: {
      entry: 'lockScroll',
      exit: ['unlockScroll', { type: 'restoreFocus', params: ({ context }) => ({ returnFocusId: context.returnFocusId }) }],
      on: {
        // Another member chosen while open (the search hero's dropdown): switch in place.
        'member.open': { actions: 'select' },
        'modal.close': { target: 'closed', actions: 'clearSelection' },
        'modal.escape': { target: 'closed', actions: 'clearSelection' },
        'modal.outsideClick': { target: 'closed', actions: 'clearSelection' },
      },
    },
  },
});
