// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListingsSearch } from '@/blocks/property-search-results-block/use-listings-search';
import type { ListingItem, MapMarker } from '@/lib/listing-search/types';
import { useSearchFilters } from '@/stores/search-filters';
import { defaultSearchFilters } from '@/lib/listing-search/filters';
import { SiteFactsProvider } from '@/stores/site-facts';
import { settle } from '../helpers/client-leaf';

const item = (uls: number) => ({ uls, hover_id: String(uls), coords: { lat: 45.5, lng: -73.6 } }) as ListingItem;
const marker = (uls: number, lat: number): MapMarker => ({ block_params: { hover_id: String(uls), coords: { lat, lng: -73.6 } } });
const page = (from: number) => Array.from({ length: 25 }, (_, i) => item(from + i));

type Search = ReturnType<typeof useListingsSearch>;
let latest: Search;
/** Renders the hook over the filters store and reports its state after each render. */
function Harness({ report }: { report: (search: Search) => void }) {
  const filters = useSearchFilters((s) => s.filters);
  const search = useListingsSearch(filters, true, false);
  useEffect(() => {
    report(search);
  });
  return null;
}

let root: Root;
let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(async () => {
  useSearchFilters.setState({ filters: defaultSearchFilters });
  fetchMock = vi.fn((url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    // 8,000 matches, markers capped (a two-marker sample here); 300 inside any map viewport.
    const data =
      query.get('format') === 'map'
        ? { total: 8000, truncated: true, propertiesMap: [marker(1, 45.5), marker(2, 46.8)], propertiesListing: page(1) }
        : { total: query.has('SouthWest_lat') ? 300 : 8000, propertiesListing: page(Number(query.get('page') ?? 1) * 100) };
    return Promise.resolve(new Response(JSON.stringify({ status: 'success', data })));
  });
  vi.stubGlobal('fetch', fetchMock);
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(
      <SiteFactsProvider facts={{ micrositeId: 'ms-1', siteKey: 'key-1', locale: 'fr', routes: null }}>
        <Harness report={(search) => void (latest = search)} />
      </SiteFactsProvider>,
    ),
  );
  await settle();
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.unstubAllGlobals();
});

const montreal = { SouthWest_lat: 45.4, SouthWest_lng: -73.9, NorthEast_lat: 45.7, NorthEast_lng: -73.4 };

describe('results with capped map markers', () => {
  it('keeps the server total and the truncated flag of the first search', () => {
    expect(latest.total).toBe(8000);
    expect(latest.truncated).toBe(true);
    expect(latest.markers).toHaveLength(2);
  });

  it('counts and pages with the server total after a map move, not the markers in view', async () => {
    await act(async () => latest.onBoundsChange(montreal));
    await settle();
    expect(urls().at(-1)).toContain('SouthWest_lat=45.4');
    // One capped marker is in view, but 300 listings are: the list must not stop at 1.
    expect(latest.total).toBe(300);
    expect(latest.listings).toHaveLength(25);
    await act(async () => latest.loadMore());
    await settle();
    expect(urls().at(-1)).toContain('page=2');
    expect(latest.listings).toHaveLength(50);
    expect(latest.total).toBe(300);
  });

  it('reloads on every move, since a sample of markers cannot tell whether the listings in view changed', async () => {
    await act(async () => latest.onBoundsChange(montreal));
    await settle();
    const calls = fetchMock.mock.calls.length;
    // Same markers in view (only the first), different viewport.
    await act(async () => latest.onBoundsChange({ ...montreal, NorthEast_lng: -73.3 }));
    await settle();
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    expect(urls().at(-1)).toContain('NorthEast_lng=-73.3');
  });
});
