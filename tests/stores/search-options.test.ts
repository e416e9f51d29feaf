import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, jsonFetch } from '../search/memory-storage';

const municipalities = [
  { MUN_CODE: '66023', DESCRIPTION: 'Montréal' },
  { MUN_CODE: '65005', DESCRIPTION: 'Laval' },
];

let stub: ReturnType<typeof jsonFetch>;

/** The site facts the layout provides (the components pass them to the store). */
const site = (locale: 'fr' | 'en' = 'fr') => ({ micrositeId: 'm1', siteKey: 'key-1', locale });

async function load() {
  vi.resetModules();
  return (await import('@/stores/search-options')).useSearchOptions;
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  stub = jsonFetch((url) =>
    url.endsWith('/search-filters')
      ? { body: { data: { municipalities, property_types: [{ code: 'condo', label: 'Condos' }] } } }
      : { body: { data: { municipalities } } },
  );
  vi.stubGlobal('fetch', stub.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('search options store', () => {
  it('loads the municipality list once per session, even across page reloads', async () => {
    const store = await load();
    await Promise.all([store.getState().loadMunicipalities(site()), store.getState().loadMunicipalities(site())]);
    expect(store.getState().municipalities?.map((m) => m.DESCRIPTION)).toEqual(['Montréal', 'Laval']);
    const reloaded = await load();
    await reloaded.getState().loadMunicipalities(site());
    expect(reloaded.getState().municipalities).toHaveLength(2);
    expect(stub.calls.map((c) => c.url)).toEqual(['/api/swc/municipalities']);
    expect(stub.calls[0]?.headers['x-site-key']).toBeUndefined();
  });

  it('loads the search filters once, with the site key', async () => {
    const store = await load();
    await store.getState().loadSearchFilters(site());
    await store.getState().loadSearchFilters(site());
    expect(store.getState().propertyTypes).toEqual([{ code: 'condo', label: 'Condos' }]);
    expect(store.getState().searchMunicipalities).toHaveLength(2);
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.url).toBe('/api/swc/m1/search-filters');
    expect(stub.calls[0]?.headers['x-site-key']).toBe('key-1');
  });

  it('fetches the property type labels again in the other language', async () => {
    await (await load()).getState().loadSearchFilters(site('fr'));
    await (await load()).getState().loadSearchFilters(site('en'));
    expect(stub.calls).toHaveLength(2);
  });

  it('lets a failed load be retried', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', jsonFetch(() => ({ status: 500, body: {} })).fetch);
    const store = await load();
    await store.getState().loadMunicipalities(site());
    expect(store.getState().municipalities).toBeNull();
    vi.stubGlobal('fetch', stub.fetch);
    await store.getState().loadMunicipalities(site());
    expect(store.getState().municipalities).toHaveLength(2);
  });
});
