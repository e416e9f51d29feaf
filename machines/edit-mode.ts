import { assign, emit, fromPromise, setup } from 'xstate';
import type { BlockAction, BlockActionResult } from '@/lib/editor/block-actions';

/**
 * Edit mode on the public site (spec 000 section 4, "Other"): a signed-in editor turns
 * it on; the page behind the URL is located (edit links need its id); then each block's
 * overlay may toggle its colour scheme or delete it, one save at a time. A failed locate
 * leaves edit mode on but without actions (the page is not an editable CMS page); a
 * failed save keeps the error until dismissed or the next action.
 *
 * Pure: the requests (actors locatePage, saveBlockAction) and the global edit-mode flag
 * (actions raiseFlag, lowerFlag) are provided by EditModeRoot.
 */

export interface PendingAction {
  action: BlockAction;
  blockId: string;
}

export interface EditModeContext {
  path: string;
  pageId: string | null;
  selectedBlockId: string | null;
  pending: PendingAction | null;
  lastSaved: SavedBlockAction | null;
  /** An API error code (translated by the UI), or null. */
  error: string | null;
}

export type SavedBlockAction = BlockActionResult & { action: BlockAction };

/** Emitted after a save: the UI reflects it on the page on screen and confirms it. */
export type EditModeEmitted = { type: 'block.saved'; saved: SavedBlockAction };

export type EditModeEvent =
  | { type: 'editMode.activate' }
  | { type: 'editMode.deactivate' }
  | { type: 'editMode.toggle' }
  | { type: 'page.changed'; path: string }
  | { type: 'block.select'; blockId: string }
  | { type: 'block.deselect' }
  | { type: 'block.toggleScheme'; blockId: string }
  | { type: 'block.delete'; blockId: string }
  | { type: 'error.dismiss' };

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return 'unexpected_error';
}

export const editModeMachine = setup({
  types: {
    context: {} as EditModeContext,
    events: {} as EditModeEvent,
    input: {} as { path: string },
    emitted: {} as EditModeEmitted,
  },
  actors: {
    locatePage: fromPromise<string, { path: string }>(() => Promise.reject(new Error('editModeMachine: provide locatePage'))),
    saveBlockAction: fromPromise<BlockActionResult, PendingAction & { path: string }>(() =>
      Promise.reject(new Error('editModeMachine: provide saveBlockAction')),
    ),
  },
  actions: {
    // Provided by the component.
    raiseFlag: () => {},
    lowerFlag: () => {},
    announceSaved: emit(({ context }) => ({ type: 'block.saved' as const, saved: context.lastSaved! })),
  },
}).createMachine({
  id: 'editMode',
  context: ({ input }) => ({
    path: input.path,
    pageId: null,
    selectedBlockId: null,
    pending: null,
    lastSaved: null,
    error: null,
  }),
  initial: 'inactive',
  on: {
    'page.changed': {
      actions: assign({ path: ({ event }) => event.path, pageId: null, selectedBlockId: null }),
      target: '.resolving',
    },
  },
  states: {
    inactive: {
      on: {
        'editMode.activate': { target: 'active' },
        'editMode.toggle': { target: 'active' },
        // Navigating while edit mode is off only records the new path.
        'page.changed': { actions: assign({ path: ({ event }) => event.path }) },
      },
    },
    // Re-enters active after a navigation so the new page is located again.
    resolving: { always: [{ target: 'active' }] },
    active: {
      entry: ['raiseFlag', assign({ error: null })],
      exit: ['lowerFlag', assign({ selectedBlockId: null, pending: null })],
      initial: 'locating',
      on: {
        'editMode.deactivate': { target: 'inactive' },
        'editMode.toggle': { target: 'inactive' },
        'block.select': { actions: assign({ selectedBlockId: ({ event }) => event.blockId }) },
        'block.deselect': { actions: assign({ selectedBlockId: null }) },
        'error.dismiss': { actions: assign({ error: null }) },
      },
      states: {
        locating: {
          invoke: {
            src: 'locatePage',
            input: ({ context }) => ({ path: context.path }),
            onDone: { target: 'ready', actions: assign({ pageId: ({ event }) => event.output }) },
            onError: { target: 'unavailable', actions: assign({ error: ({ event }) => errorCode(event.error) }) },
          },
        },
        /** Not a CMS page (blog post, error page): buttons are shown disabled. */
        unavailable: {},
        ready: {
          on: {
            'block.toggleScheme': {
              target: 'saving',
              actions: assign({
                pending: ({ event }) => ({ action: 'toggleColorScheme' as const, blockId: event.blockId }),
                error: null,
              }),
            },
            'block.delete': {
              target: 'saving',
              actions: assign({
                pending: ({ event }) => ({ action: 'delete' as const, blockId: event.blockId }),
                error: null,
              }),
            },
          },
        },
        // One save at a time: actions sent meanwhile are ignored (buttons are disabled).
        saving: {
          invoke: {
            src: 'saveBlockAction',
            input: ({ context }) => ({ ...context.pending!, path: context.path }),
            onDone: {
              target: 'ready',
              actions: [
                assign({
                  lastSaved: ({ context, event }) => ({ ...event.output, action: context.pending!.action }),
                  selectedBlockId: ({ context, event }) =>
                    context.pending?.action === 'delete' && context.selectedBlockId === event.output.blockId
                      ? null
                      : context.selectedBlockId,
                  pending: null,
                }),
                'announceSaved',
              ],
            },
            onError: {
              target: 'ready',
              actions: assign({ error: ({ event }) => errorCode(event.error), pending: null }),
            },
          },
        },
      },
    },
  },
});
