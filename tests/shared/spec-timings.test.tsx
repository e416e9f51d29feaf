// @vitest-environment happy-dom
import { act, useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HERO_AUTOPLAY_MS } from '@/blocks/hero-slider-block/slider';
import { MEDIAS_AUTOPLAY_MS } from '@/blocks/medias-carousel-block/MediasCarousel';
import { SEARCH_HERO_AUTOPLAY_MS } from '@/blocks/members-search-hero-block/constants';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS } from '@/blocks/members-carousel-block/schema';
import { BROKER_AUTOPLAY_MS } from '@/blocks/testimonials-brokers-block/TestimonialsBrokers';
import { FEATURED_AUTOPLAY_MS, progressDurationMs } from '@/blocks/featured-properties-block/autoplay';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, NavigationProgress } from '@/components/site/NavigationProgress.client';
import { announceNavigationStart } from '@/components/site/navigation-start';
import { SCROLL_SAMPLE_MS, VELOCITY_RESET_MS } from '@/lib/header/scroll-timing';
import { PREFETCH_IDLE_TIMEOUT_MS, whenIdle } from '@/lib/http/idle-prefetch';
import { FETCH_MIN_DELAY_MS } from '@/lib/listing-search/min-delay';
import { HIDE_VELOCITY, SHOW_VELOCITY, headerScrollMachine } from '@/machines/header-scroll';
import { useScrollSamples } from '@/blocks/shared/header/use-scroll-samples';
import { setupDomRoot } from '../helpers/dom-root';

/*
 * The specification's timings, written here as the spec states them (never read from the
 * code): a change to any of them in the code fails this table. Spec 001 section 9
 * (constants), spec 000 sections 4 and 10.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/fr',
  useSearchParams: () => new URLSearchParams(),
}));

const specTimings: Array<[rule: string, inCode: number, spec: number]> = [
  ['Hero slider: autoplay 8000 ms (spec 001 s. 9)', HERO_AUTOPLAY_MS, 8000],
  ['Medias carousel: autoplay 6000 ms (spec 001 s. 9)', MEDIAS_AUTOPLAY_MS, 6000],
  ['Members search hero: autoplay 6000 ms (spec 000 s. 10)', SEARCH_HERO_AUTOPLAY_MS, 6000],
  ['Members carousel: autoplay 5000 ms (spec 001 s. 9)', MEMBERS_CAROUSEL_AUTOPLAY_MS, 5000],
  ['Broker testimonials: autoplay 5000 ms (spec 001 s. 9)', BROKER_AUTOPLAY_MS, 5000],
  ['Featured properties: autoplay 5000 ms (spec 000 s. 10)', FEATURED_AUTOPLAY_MS, 5000],
  ['Featured properties: progress bar lasts autoplay minus 1000 ms', progressDurationMs(), 4000],
  ['Navigation progress bar: throttle 200 ms (spec 000 s. 4, 8)', PROGRESS_THROTTLE_MS, 200],
  ['Navigation progress bar: duration 5000 ms (spec 000 s. 4, 8)', PROGRESS_DURATION_MS, 5000],
  ['Header velocity sampled every 100 ms (spec 000 s. 4)', SCROLL_SAMPLE_MS, 100],
  ['Header velocity resets to 0 after 150 ms (spec 000 s. 4)', VELOCITY_RESET_MS, 150],
  ['Header hides at velocity 0.25 or above (spec 000 s. 4)', HIDE_VELOCITY, 0.25],
  ['Header shows at velocity -0.25 or below (spec 000 s. 4)', SHOW_VELOCITY, -0.25],
  ['Idle prefetch: 2000 ms timeout (spec 001 s. 7)', PREFETCH_IDLE_TIMEOUT_MS, 2000],
  ['Requests: fetch minimum delay 200 ms (spec 001 s. 7)', FETCH_MIN_DELAY_MS, 200],
];

describe('spec timings', () => {
  it.each(specTimings)('%s', (_rule, inCode, spec) => {
    expect(inCode).toBe(spec);
  });
});

describe('spec timings, as the code applies them', () => {
  // Registered first: hooks after a test run last-registered first, so the root unmounts before the timers turn real.
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const dom = setupDomRoot(() => vi.useFakeTimers());

  it('the header hides at exactly 0.25 px/ms downwards and shows at exactly -0.25 px/ms', () => {
    const actor = createActor(headerScrollMachine, { input: { headerHeight: 80, y: 1000 } }).start();
    const visibility = () => (actor.getSnapshot().value as { visibility: string }).visibility;
    actor.send({ type: 'scroll.sample', y: 1000, time: 0 });
    actor.send({ type: 'scroll.sample', y: 1024, time: 100 }); // 0.24
    expect(visibility()).toBe('shown');
    actor.send({ type: 'scroll.sample', y: 1049, time: 200 }); // 0.25
    expect(visibility()).toBe('hidden');
    actor.send({ type: 'scroll.sample', y: 1025, time: 300 }); // -0.24
    expect(visibility()).toBe('hidden');
    actor.send({ type: 'scroll.sample', y: 1000, time: 400 }); // -0.25
    expect(visibility()).toBe('shown');
    actor.stop();
  });

  it('an idle prefetch is asked for with a 2000 ms timeout', () => {
    const asked: unknown[] = [];
    vi.stubGlobal('requestIdleCallback', (...args: unknown[]) => asked.push(args[1]));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    whenIdle(() => undefined);
    expect(asked).toEqual([{ timeout: 2000 }]);
  });

  it('scroll is sampled at most every 100 ms', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const samples: number[] = [];
    function Sampler() {
      useScrollSamples(useCallback((_y: number, time: number) => void samples.push(time), []));
      return null;
    }
    await dom.render(<Sampler />);
    expect(samples).toEqual([1000]); // one on mount
    now = 1099;
    window.dispatchEvent(new Event('scroll'));
    expect(samples).toEqual([1000]); // 99 ms later: not yet (a trailing sample is due at 1100)
    now = 1100;
    vi.advanceTimersByTime(1);
    expect(samples).toEqual([1000, 1100]);
    now = 1200;
    window.dispatchEvent(new Event('scroll'));
    expect(samples).toEqual([1000, 1100, 1200]); // 100 ms after the last: at once
  });

  it('the navigation progress bar shows after 200 ms and finishes at 5000 ms', async () => {
    await dom.render(<NavigationProgress />);
    await act(async () => announceNavigationStart());
    await act(async () => void vi.advanceTimersByTime(199));
    expect(dom.container.firstElementChild).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(dom.container.firstElementChild).not.toBeNull();
    const bar = () => (dom.container.firstElementChild!.firstElementChild as HTMLElement).style.transform;
    await act(async () => void vi.advanceTimersByTime(4799));
    expect(bar()).not.toBe('scaleX(1)'); // 4999 ms: still running
    await act(async () => void vi.advanceTimersByTime(1));
    expect(bar()).toBe('scaleX(1)'); // 5000 ms: done
  });
});
