// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSliderFrame } from '@/blocks/hero-slider-block/HeroSlider.client';
import { MembersCarouselView } from '@/blocks/members-carousel-block/MembersCarouselView.client';
import type { Member } from '@/lib/members/types';
import { setupDomRoot } from '../helpers/dom-root';

/*
 * Autoplay as the slider and the carousel apply it in the browser (spec 001 section 9: hero
 * slider every 8000 ms, members carousel every 5000 ms), timed with fake timers: the next
 * slide comes at the delay and not a millisecond before, and never for a visitor who prefers
 * reduced motion, nor while paused.
 */

/** The members carousel's Embla: a carousel of `count` slides that moves when asked, as Embla does. */
const embla = vi.hoisted(() => {
  const state = { count: 0, selected: 0, scrollNext: [] as number[], listeners: new Map<string, Set<() => void>>() };
  const api = {
    selectedScrollSnap: () => state.selected,
    on(event: string, fn: () => void) {
      if (!state.listeners.has(event)) state.listeners.set(event, new Set());
      state.listeners.get(event)!.add(fn);
      return api;
    },
    off(event: string, fn: () => void) {
      state.listeners.get(event)?.delete(fn);
      return api;
    },
    scrollNext() {
      state.selected = (state.selected + 1) % state.count;
      state.scrollNext.push(state.selected);
      for (const fn of state.listeners.get('select') ?? []) fn();
    },
    scrollPrev() {},
    scrollTo() {},
  };
  return { state, api };
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla.api] }));

let reducedMotion = false;
// Registered first: hooks after a test run last-registered first, so the root unmounts before the timers turn real.
afterEach(() => {
  vi.useRealTimers();
  reducedMotion = false;
});
const dom = setupDomRoot(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const click = (button: Element) => act(async () => void button.dispatchEvent(new MouseEvent('click', { bubbles: true })));

describe('hero slider autoplay (8000 ms)', () => {
  const labels = { slide: 'Diapositive {index} sur {total}', goTo: 'Aller à {index}', next: 'Suivante', pause: 'Pause', play: 'Lecture' };
  const render = () =>
    dom.render(
      <HeroSliderFrame
        slides={['Un', 'Deux', 'Trois'].map((text) => <p key={text}>{text}</p>)}
        thumbs={[]}
        showPreview={false}
        labels={labels}
      />,
    );
  const active = () => dom.container.querySelector('[data-active]')?.textContent;

  it('shows the next slide after 8000 ms, not before, and wraps to the first after the last', async () => {
    await render();
    expect(active()).toBe('Un');
    await wait(7999);
    expect(active()).toBe('Un');
    await wait(1);
    expect(active()).toBe('Deux');
    await wait(7999);
    expect(active()).toBe('Deux');
    await wait(1);
    expect(active()).toBe('Trois');
    await wait(8000);
    expect(active()).toBe('Un');
  });

  it('does not advance for a visitor who prefers reduced motion', async () => {
    reducedMotion = true;
    await render();
    await wait(3 * 8000);
    expect(active()).toBe('Un');
  });

  it('stops while paused by its button and resumes, a full 8000 ms later, when played again', async () => {
    await render();
    await wait(5000);
    const pause = dom.container.querySelector('button[aria-pressed]')!;
    await click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await wait(3 * 8000);
    expect(active()).toBe('Un');
    await click(pause);
    await wait(7999);
    expect(active()).toBe('Un');
    await wait(1);
    expect(active()).toBe('Deux');
  });
});

describe('members carousel autoplay (5000 ms)', () => {
  const member = (n: number): Member => ({
    id: n,
    slug: `courtier-${n}`,
    kind: 'broker',
    name: `Courtier ${n}`,
    licence_title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' },
    agency: 'Agence Test',
    agency_mention: { fr: 'Agence Test', en: 'Agence Test' },
    licence_name: '',
    licence_number: `H${n}`,
    photo_taken_on: null,
    office_slug: null,
    office_name: null,
    avatar: null,
    subtitle: { fr: '', en: '' },
    bio: { fr: '', en: '' },
    phone_display: '514 555-0100',
    phone_international: '+15145550100',
    email: `c${n}@example.com`,
    languages: ['fr'],
    social_links: [],
    programs: [],
    team_member_slugs: [],
    position: n,
  });
  const members = [1, 2, 3].map(member);

  beforeEach(() => {
    embla.state.count = members.length;
    embla.state.selected = 0;
    embla.state.scrollNext = [];
    embla.state.listeners.clear();
  });

  const render = () => dom.renderFr(<MembersCarouselView members={members} locale="fr" />);
  const current = () => dom.container.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

  it('moves to the next member after 5000 ms, not before, and again 5000 ms later', async () => {
    await render();
    expect(current()).toBe('Courtier 1');
    await wait(4999);
    expect(embla.state.scrollNext).toEqual([]);
    await wait(1);
    expect(embla.state.scrollNext).toEqual([1]);
    expect(current()).toBe('Courtier 2');
    await wait(4999);
    expect(embla.state.scrollNext).toEqual([1]);
    await wait(1);
    expect(current()).toBe('Courtier 3');
  });

  it('does not move for a visitor who prefers reduced motion', async () => {
    reducedMotion = true;
    await render();
    await wait(3 * 5000);
    expect(embla.state.scrollNext).toEqual([]);
  });

  it('waits while the pointer is over it and moves 5000 ms after it leaves', async () => {
    await render();
    const region = dom.container.querySelector('[role="region"]')!;
    await act(async () => void region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await wait(3 * 5000);
    expect(embla.state.scrollNext).toEqual([]);
    await act(async () => void region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    await wait(4999);
    expect(embla.state.scrollNext).toEqual([]);
    await wait(1);
    expect(embla.state.scrollNext).toEqual([1]);
  });
});
