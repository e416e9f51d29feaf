import { assign, emit, enqueueActions, setup } from 'xstate';

/**
 * A CMS video (spec 001 section 4): not ready, ready, playing, paused.
 * The machine follows the <video> element: it asks for play/pause by emitting
 * 'play'/'pause' (the component, which owns the element, listens) and changes state
 * only when the element reports it actually played or paused.
 * - Autoplay starts once the media is ready, unless the visitor prefers reduced motion.
 * - A video that does not autoplay pauses when it scrolls out of view.
 * - `started` flips on the first play: native controls stay hidden until then.
 */
export interface VideoPlayerInput {
  autoplay: boolean;
  reducedMotion: boolean;
}

export interface VideoPlayerContext extends VideoPlayerInput {
  started: boolean;
}

export type VideoPlayerEvent =
  | { type: 'media.ready' }
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'control.play' }
  | { type: 'control.pause' }
  | { type: 'viewport.leave' }
  | { type: 'viewport.enter' }
  | { type: 'preference.reducedMotion'; reduce: boolean };

export type VideoPlayerEmitted = { type: 'play' } | { type: 'pause' };

export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    input: {} as VideoPlayerInput,
    events: {} as VideoPlayerEvent,
    emitted: {} as VideoPlayerEmitted,
  },
  actions: {
    playMedia: emit({ type: 'play' }),
    pauseMedia: emit({ type: 'pause' }),
    markStarted: assign({ started: true }),
    setReducedMotion: assign({
      reducedMotion: ({ context, event }) =>
        event.type === 'preference.reducedMotion' ? event.reduce : context.reducedMotion,
    }),
  },
  guards: {
    canAutoplay: ({ context }) => context.autoplay && !context.reducedMotion,
    pausesOffscreen: ({ context }) => !context.autoplay,
    stopsAutoplayForReducedMotion: ({ context, event }) =>
      context.autoplay && event.type === 'preference.reducedMotion' && event.reduce,
  },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => ({ ...input, started: false }),
  initial: 'notReady',
  on: {
    'preference.reducedMotion': { actions: 'setReducedMotion' },
  },
  states: {
    notReady: {
      on: {
        'media.ready': 'ready',
        // The browser may start playing (native autoplay, a click) before we hear it is ready.
        'media.playing': 'playing',
        'control.play': { actions: 'playMedia' },
      },
    },
    ready: {
      entry: enqueueActions(({ check, enqueue }) => {
        if (check('canAutoplay')) enqueue('playMedia');
      }),
      on: {
        'media.playing': 'playing',
        'control.play': { actions: 'playMedia' },
      },
    },
    playing: {
      entry: 'markStarted',
      on: {
        'media.paused': 'paused',
        'control.pause': { actions: 'pauseMedia' },
        'viewport.leave': { guard: 'pausesOffscreen', actions: 'pauseMedia' },
        'preference.reducedMotion': [
          { guard: 'stopsAutoplayForReducedMotion', actions: ['setReducedMotion', 'pauseMedia'] },
          { actions: 'setReducedMotion' },
        ],
      },
    },
    paused: {
      on: {
        'media.playing': 'playing',
        'control.play': { actions: 'playMedia' },
      },
    },
  },
});
