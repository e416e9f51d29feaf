import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingItem } from '@/lib/listing-search/types';
import { jsonFetch } from '../search/memory-storage';

const listing = (uls: number, address: string) =>
  ({
    uls,
    hover_id: String(uls),
    type: 'condo',
    type_label: 'Condo',
    transaction: 'sale',
    address,
    price: 425000,
    url: `/fr/proprietes/condo-${uls}`,
    carousel_images: [],
    property_image: null,
    specs: { bed: 2, bath: 1, area: 900 },
    coords: { lat: 45.5, lng: -73.6 },
    badge: null,
    municipality: { code: '66023', name: 'Montréal' },
    open_house_dates: [],
    listed_at: '2025-01-01T00:00:00Z',
  }) as ListingItem;

/** The site facts the layout provides (the map passes them to the store). */
const site = { micrositeId: 'm1', siteKey: 'key-1', locale: 'en' as const };

async function load() {
  vi.resetModules();
  return (await import('@/stores/tooltips')).useTooltips;
}

afterEach(() => vi.unstubAllGlobals());

describe('tooltips store', () => {
  let stub: ReturnType<typeof jsonFetch>;
  beforeEach(() => {
    stub = jsonFetch((url) =>
      url.includes('/property/404/') ? { status: 404, body: { status: 'error' } } : { body: { status: 'success', data: { uls: 7, address: 'Fetched address' } } },
    );
    vi.stubGlobal('fetch', stub.fetch);
  });

  it('fetches a listing tooltip once, with the site key and the locale, then serves the cache', async () => {
    const store = await load();
    const [a, b] = await Promise.all([store.getState().load(7, site), store.getState().load('7', site)]);
    await store.getState().load(7, site);
    expect(a?.address).toBe('Fetched address');
    expect(b).toBe(a);
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.url).toBe('/api/swc/m1/property/7/tooltip');
    expect(stub.calls[0]?.headers['x-site-key']).toBe('key-1');
    expect(stub.calls[0]?.headers['content-language']).toBe('en');
  });

  it('remembers a failed fetch as null without asking again', async () => {
    const store = await load();
    expect(await store.getState().load(404, site)).toBeNull();
    expect(await store.getState().load(404, site)).toBeNull();
    expect(store.getState().tooltips['404']).toBeNull();
    expect(stub.calls).toHaveLength(1);
  });

  it('fills entries from listing items without overwriting existing ones, and skips their fetch', async () => {
    const store = await load();
    await store.getState().load(7, site);
    store.getState().fillFromListings([listing(7, 'From the list'), listing(8, '12, rue Principale, Laval')]);
    expect(store.getState().tooltips['7']?.address).toBe('Fetched address');
    expect((await store.getState().load(8, site))?.address).toBe('12, rue Principale, Laval');
    expect(stub.calls).toHaveLength(1);
  });
});
