import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markerStyle, officesMapHeightRem, officesMapHeightVars, shade } from '@/lib/maps/rules';
import { createOverlayTimers } from '@/lib/maps/overlay-timers';

describe('offices map height (spec 001 §9: 24 rem × 1 / 0.9 / 0.8 / 0.7 / 0.6)', () => {
  it.each([
    [1440, 24],
    [1200, 24],
    [1199, 21.6],
    [992, 21.6],
    [991, 19.2],
    [768, 19.2],
    [767, 16.8],
    [576, 16.8],
    [575, 14.4],
    [390, 14.4],
  ])('at %i px the map is %s rem high', (width, rem) => {
    expect(officesMapHeightRem(width)).toBeCloseTo(rem, 5);
  });

  it('hands the five heights to the stylesheet', () => {
    expect(officesMapHeightVars()).toEqual({
      '--map-h-xs': '14.4rem',
      '--map-h-sm': '16.8rem',
      '--map-h-md': '19.2rem',
      '--map-h-lg': '21.6rem',
      '--map-h-xl': '24rem',
    });
  });
});

describe('circle markers', () => {
  it('are radius 4, weight 26, stroke opacity 0.2 at rest in the marker colour', () => {
    expect(markerStyle('#003da5', false)).toEqual({ radius: 4, weight: 26, color: '#003da5', opacity: 0.2, fillColor: '#003da5', fillOpacity: 1 });
  });

  it('hovered: opacity 0.4 and the colour shaded to 0.8', () => {
    // 0x00*0.8 = 0, 0x3d (61)*0.8 = 48.8 -> 49 (0x31), 0xa5 (165)*0.8 = 132 (0x84)
    expect(markerStyle('#003da5', true)).toMatchObject({ opacity: 0.4, color: '#003184', fillColor: '#003184', radius: 4, weight: 26 });
  });

  it('shades short hex colours and leaves other colour syntaxes alone', () => {
    expect(shade('#fff', 0.8)).toBe('#cccccc');
    expect(shade('rebeccapurple', 0.8)).toBe('rebeccapurple');
  });
});

describe('popup and tooltip timers (50 ms debounce, tooltip only without popup)', () => {
  const calls: string[] = [];
  const view = {
    openPopup: (id: string) => calls.push(`popup:${id}`),
    closePopup: () => calls.push('popup:close'),
    openTooltip: (id: string) => calls.push(`tooltip:${id}`),
    closeTooltip: () => calls.push('tooltip:close'),
  };
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('opens a hovered marker’s tooltip after 50 ms, not before', () => {
    const timers = createOverlayTimers(view);
    timers.hover('a');
    vi.advanceTimersByTime(49);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['tooltip:a']);
  });

  it('keeps only the last request when the pointer crosses several markers quickly', () => {
    const timers = createOverlayTimers(view);
    timers.hover('a');
    vi.advanceTimersByTime(20);
    timers.hover('b');
    vi.advanceTimersByTime(20);
    timers.hover(null);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([]);
  });

  it('shows no tooltip while a popup is open, and closes the tooltip when a popup opens', () => {
    const timers = createOverlayTimers(view);
    timers.hover('a');
    vi.advanceTimersByTime(50);
    timers.popup('a');
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(['tooltip:a', 'tooltip:close', 'popup:a']);
    timers.hover('b');
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(['tooltip:a', 'tooltip:close', 'popup:a']);
    timers.popupClosed();
    timers.hover('b');
    vi.advanceTimersByTime(50);
    expect(calls.at(-1)).toBe('tooltip:b');
  });
});
