import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { filterOverlayMachine } from '@/machines/filter-overlay';
import { defaultSearchFilters, type SearchFilters } from '@/lib/listing-search/filters';
import type { ListingCount } from '@/lib/listing-search/types';

/** Spec 000 section 7: the overlay's count is throttled to one request per 500 ms. */
const COUNT_THROTTLE_MS = 500;

/** An overlay whose count is the number of municipalities + 100, recording every request and the scroll lock. */
function start() {
  const requests: SearchFilters[] = [];
  const lock = { locked: false };
  const machine = filterOverlayMachine.provide({
    actions: {
      lockScroll: () => void (lock.locked = true),
      unlockScroll: () => void (lock.locked = false),
    },
    actors: {
      countListings: fromPromise<ListingCount, { filters: SearchFilters }>(async ({ input }) => {
        requests.push(input.filters);
        return { total: 100 + input.filters.mun.length, exact: true };
      }),
    },
  });
  const actor = createActor(machine).start();
  const applied: SearchFilters[] = [];
  actor.on('filters.apply', (event) => applied.push(event.filters));
  return { actor, requests, applied, lock };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

describe('filter overlay machine', () => {
  it('opens on a copy of the filters, locks the scroll and counts them', async () => {
    const { actor, requests, lock } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'overlay.open', filters: { ...defaultSearchFilters, mun: ['66023'] } });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(lock.locked).toBe(true);
    await flush();
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.count?.total).toBe(101);
  });

  it('refreshes the count at most once per 500 ms while filters change, ending on the last draft', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'overlay.open', filters: defaultSearchFilters });
    await flush();
    actor.send({ type: 'filter.change', patch: { mun: ['66023'] } });
    actor.send({ type: 'filter.change', patch: { mun: ['66023', '65005'] } });
    actor.send({ type: 'filter.change', patch: { mun: ['66023', '65005', '58227'] } });
    // Spec 000 section 4: one count request per 500 ms at most (a literal, not the constant).
    await vi.advanceTimersByTimeAsync(490);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().context.count?.total).toBe(103);
    await vi.advanceTimersByTimeAsync(COUNT_THROTTLE_MS * 3);
    expect(requests).toHaveLength(2);
  });

  it('counts again straight away after a quiet period', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'overlay.open', filters: defaultSearchFilters });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'filter.change', patch: { bedrooms: 3 } });
    await flush();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.bedrooms).toBe(3);
  });

  it('emits the draft on see results and closes, releasing the scroll', async () => {
    const { actor, applied, lock } = start();
    actor.send({ type: 'overlay.open', filters: defaultSearchFilters });
    actor.send({ type: 'filter.change', patch: { price_min: 300000, type: ['condo'] } });
    actor.send({ type: 'overlay.seeResults' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(lock.locked).toBe(false);
    expect(applied).toHaveLength(1);
    expect(applied[0]?.price_min).toBe(300000);
    expect(applied[0]?.type).toEqual(['condo']);
  });

  it('discards the draft when closed without seeing results', () => {
    const { actor, applied } = start();
    actor.send({ type: 'overlay.open', filters: defaultSearchFilters });
    actor.send({ type: 'filter.change', patch: { open_house: true } });
    actor.send({ type: 'overlay.close' });
    expect(applied).toHaveLength(0);
    actor.send({ type: 'overlay.open', filters: defaultSearchFilters });
    expect(actor.getSnapshot().context.draft.open_house).toBe(false);
  });

  it('clears the criterion of a removed tag', () => {
    const { actor } = start();
    const bounds = { SouthWest_lat: 45.4, SouthWest_lng: -73.9, NorthEast_lat: 45.7, NorthEast_lng: -73.4 };
    actor.send({
      type: 'overlay.open',
      filters: { ...defaultSearchFilters, mun: ['65005', '66023'], price_min: 1, price_max: 9, open_house: true, type: ['condo'], map_bounds: bounds, bedrooms: 2 },
    });
    const draft = () => actor.getSnapshot().context.draft;
    actor.send({ type: 'filter.removeTag', tag: { kind: 'mun', code: '66023' } });
    expect(draft().mun).toEqual(['65005']);
    actor.send({ type: 'filter.removeTag', tag: { kind: 'price', min: 1, max: 9 } });
    expect([draft().price_min, draft().price_max]).toEqual([null, null]);
    actor.send({ type: 'filter.removeTag', tag: { kind: 'openHouse' } });
    expect(draft().open_house).toBe(false);
    actor.send({ type: 'filter.removeTag', tag: { kind: 'type', code: 'condo' } });
    expect(draft().type).toEqual([]);
    actor.send({ type: 'filter.removeTag', tag: { kind: 'mapBounds' } });
    expect(draft().map_bounds).toBeNull();
    actor.send({ type: 'filter.removeTag', tag: { kind: 'bedrooms', value: 2 } });
    expect(draft().bedrooms).toBeNull();
    actor.send({ type: 'filter.removeTag', tag: { kind: 'allMun', count: 1 } });
    expect(draft().mun).toEqual([]);
  });

  it('resets the draft to the defaults but keeps the sort order', () => {
    const { actor } = start();
    actor.send({ type: 'overlay.open', filters: { ...defaultSearchFilters, bathrooms: 2, order_by: 'price_asc' } });
    actor.send({ type: 'filter.reset' });
    expect(actor.getSnapshot().context.draft).toEqual({ ...defaultSearchFilters, order_by: 'price_asc' });
  });
});
