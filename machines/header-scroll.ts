import { assign, setup } from 'xstate';
import { VELOCITY_RESET_MS } from '@/lib/header/scroll-timing';

/**
 * Header visibility and surface while the page scrolls (spec 000 section 4, "Mobile nav
 * and header"). The header's client leaf feeds it a `scroll.sample` at most every
 * SCROLL_SAMPLE_MS; velocity (px/ms, positive downwards) comes from two consecutive
 * samples and falls back to 0 after VELOCITY_RESET_MS without a sample.
 *
 * Regions:
 * - visibility: hidden on a fast downward scroll away from the top, shown on a fast
 *   upward one; near the top (within the header height) the direction alone decides,
 *   and at the very top the header is always shown.
 * - surface: opaque once the scroll passes the header height, transparent above it.
 * - motion: moving while samples arrive; resets the velocity when they stop.
 */
export { VELOCITY_RESET_MS };
export const HIDE_VELOCITY = 0.25;
export const SHOW_VELOCITY = -0.25;

export interface HeaderScrollContext {
  headerHeight: number;
  /** scrollY of the last sample. */
  y: number;
  /** Time (ms) of the last sample; null once the velocity has been reset. */
  time: number | null;
  velocity: number;
}

export type HeaderScrollEvent =
  | { type: 'scroll.sample'; y: number; time: number }
  | { type: 'header.resize'; height: number }
  /** Keyboard focus entered the header: a hidden header must come back. */
  | { type: 'header.focus' };

type Sample = Extract<HeaderScrollEvent, { type: 'scroll.sample' }>;

/** Velocity between the last sample and this one; 0 without a recent baseline. */
export function sampleVelocity(context: HeaderScrollContext, sample: Sample): number {
  if (context.time === null || sample.time <= context.time) return 0;
  return (sample.y - context.y) / (sample.time - context.time);
}

/** The movement happened (at least partly) within the header height from the top. */
function isNearTop(context: HeaderScrollContext, sample: Sample): boolean {
  return Math.min(context.y, sample.y) < context.headerHeight;
}

function shouldHide(context: HeaderScrollContext, sample: Sample): boolean {
  if (sample.y <= 0) return false;
  if (isNearTop(context, sample)) return sample.y > context.y;
  return sampleVelocity(context, sample) >= HIDE_VELOCITY;
}

function shouldShow(context: HeaderScrollContext, sample: Sample): boolean {
  if (sample.y <= 0) return true;
  if (isNearTop(context, sample)) return sample.y < context.y;
  return sampleVelocity(context, sample) <= SHOW_VELOCITY;
}

export const headerScrollMachine = setup({
  types: {
    context: {} as HeaderScrollContext,
    events: {} as HeaderScrollEvent,
    input: {} as { headerHeight: number; y: number },
  },
  actions: {
    recordSample: assign(({ context, event }) => {
      if (event.type !== 'scroll.sample') return {};
      return { y: event.y, time: event.time, velocity: sampleVelocity(context, event) };
    }),
    resetVelocity: assign({ velocity: 0, time: null }),
    setHeaderHeight: assign(({ event }) => (event.type === 'header.resize' ? { headerHeight: event.height } : {})),
  },
  guards: {
    shouldHide: ({ context, event }) => event.type === 'scroll.sample' && shouldHide(context, event),
    shouldShow: ({ context, event }) => event.type === 'scroll.sample' && shouldShow(context, event),
    isPastHeader: ({ context }) => context.y >= context.headerHeight,
    isAboveHeader: ({ context }) => context.y < context.headerHeight,
  },
  delays: {
    velocityReset: VELOCITY_RESET_MS,
  },
}).createMachine({
  id: 'headerScroll',
  type: 'parallel',
  context: ({ input }) => ({ headerHeight: input.headerHeight, y: input.y, time: null, velocity: 0 }),
  on: {
    'header.resize': { actions: 'setHeaderHeight' },
  },
  states: {
    visibility: {
      initial: 'shown',
      states: {
        shown: {
          on: { 'scroll.sample': { guard: 'shouldHide', target: 'hidden' } },
        },
        hidden: {
          on: {
            'scroll.sample': { guard: 'shouldShow', target: 'shown' },
            'header.focus': { target: 'shown' },
          },
        },
      },
    },
    surface: {
      initial: 'transparent',
      states: {
        // Follows the recorded scroll position and header height, whichever changed.
        transparent: { always: { guard: 'isPastHeader', target: 'opaque' } },
        opaque: { always: { guard: 'isAboveHeader', target: 'transparent' } },
      },
    },
    motion: {
      initial: 'still',
      states: {
        still: {
          on: { 'scroll.sample': { target: 'moving', actions: 'recordSample' } },
        },
        moving: {
          after: { velocityReset: { target: 'still', actions: 'resetVelocity' } },
          // Re-entering restarts the reset timer on every sample.
          on: { 'scroll.sample': { target: 'moving', reenter: true, actions: 'recordSample' } },
        },
      },
    },
  },
});
