import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../search/memory-storage';

let storage: MemoryStorage;

/** A fresh module instance, as after a page reload in the same tab. */
async function loadStore() {
  vi.resetModules();
  return (await import('@/stores/search-filters')).useSearchFilters;
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('search filters store', () => {
  it('starts with the defaults of the spec', async () => {
    const store = await loadStore();
    expect(store.getState().filters).toEqual({
      mun: [],
      type: [],
      price_min: null,
      price_max: null,
      bedrooms: null,
      bathrooms: null,
      forSaleForRent: null,
      open_house: false,
      map_bounds: null,
      order_by: null,
    });
  });

  it('keeps list values sorted and unique on update', async () => {
    const store = await loadStore();
    store.getState().update({ mun: ['66023', '58227', '66023'], type: ['condo', 'chalet'] });
    expect(store.getState().filters.mun).toEqual(['58227', '66023']);
    expect(store.getState().filters.type).toEqual(['chalet', 'condo']);
  });

  it('resets every filter to its default', async () => {
    const store = await loadStore();
    store.getState().update({ price_min: 300000, open_house: true, bedrooms: 3 });
    store.getState().reset();
    expect(store.getState().filters.price_min).toBeNull();
    expect(store.getState().filters.open_house).toBe(false);
    expect(store.getState().filters.bedrooms).toBeNull();
  });

  it('ignores a query without any search parameter', async () => {
    const store = await loadStore();
    store.getState().update({ bedrooms: 2 });
    expect(store.getState().setFromQuery(new URLSearchParams('utm_source=newsletter&variant=abc'))).toBe(false);
    expect(store.getState().filters.bedrooms).toBe(2);
  });

  it('reads a query with casting and sorting, the other filters taking their defaults', async () => {
    const store = await loadStore();
    store.getState().update({ bedrooms: 2, open_house: true });
    const applied = store.getState().setFromQuery(new URLSearchParams('mun=66023&mun=58227&price_max=750000&forSaleForRent=buy'));
    expect(applied).toBe(true);
    const { filters } = store.getState();
    expect(filters.mun).toEqual(['58227', '66023']);
    expect(filters.price_max).toBe(750000);
    expect(filters.forSaleForRent).toBe('buy');
    expect(filters.bedrooms).toBeNull();
    expect(filters.open_house).toBe(false);
  });

  it('keeps the filters in session storage across a reload of the tab', async () => {
    const first = await loadStore();
    first.getState().update({ mun: ['66023'], price_min: 250000 });
    const reloaded = await loadStore();
    expect(reloaded.getState().filters.mun).toEqual(['66023']);
    expect(reloaded.getState().filters.price_min).toBe(250000);
  });
});

describe('reset_filters on the results page load', () => {
  it('recognises the flag as 1, true or present without a value, not 0 or false', async () => {
    const { resetRequested } = await import('@/lib/listing-search/query');
    for (const query of ['reset_filters=1', 'reset_filters=true', 'reset_filters=TRUE', 'reset_filters', 'utm=x&reset_filters=1']) {
      expect(resetRequested(new URLSearchParams(query)), query).toBe(true);
    }
    for (const query of ['', 'reset_filters=0', 'reset_filters=false', 'reset_filters=yes-please', 'mun=66023']) {
      expect(resetRequested(new URLSearchParams(query)), query).toBe(false);
    }
  });

  it('drops the session filters of an earlier search, even after a reload of the tab', async () => {
    const first = await loadStore();
    first.getState().update({ mun: ['66023'], price_min: 250000, order_by: 'price_asc' });
    const reloaded = await loadStore();
    reloaded.getState().loadFromPageQuery(new URLSearchParams('reset_filters=1'));
    const { defaultSearchFilters } = await import('@/lib/listing-search/filters');
    expect(reloaded.getState().filters).toEqual(defaultSearchFilters);
    // ...and the reset is persisted: the next load starts from the defaults too.
    const again = await loadStore();
    expect(again.getState().filters.mun).toEqual([]);
  });

  it('resets, then applies the filters the same query carries', async () => {
    const store = await loadStore();
    store.getState().update({ bedrooms: 3, open_house: true });
    store.getState().loadFromPageQuery(new URLSearchParams('reset_filters=true&mun=23027&type=condo'));
    const { filters } = store.getState();
    expect(filters.mun).toEqual(['23027']);
    expect(filters.type).toEqual(['condo']);
    expect(filters.bedrooms).toBeNull();
    expect(filters.open_house).toBe(false);
  });

  it('keeps the session filters without the flag and without search parameters', async () => {
    const store = await loadStore();
    store.getState().update({ bedrooms: 3 });
    store.getState().loadFromPageQuery(new URLSearchParams('reset_filters=0&utm_source=x'));
    expect(store.getState().filters.bedrooms).toBe(3);
  });
});

