// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { propertiesBlocks } from '@/blocks/groups/properties';
import { soldPropertiesMapBlock } from '@/blocks/sold-properties-map-block';
import { SoldMap } from '@/blocks/sold-properties-map-block/SoldMap.client';
import type { MapMarker } from '@/lib/listing-search/types';
import { setupClientLeaf, withSearchMessages } from '../helpers/client-leaf';

// Leaflet only loads in a browser: a stub showing what the map would draw.
vi.mock('@/blocks/property-search-results-block/map/LazyListingsMap.client', () => ({
  LazyListingsMap: ({ markers, label }: { markers: MapMarker[]; label: string }) => (
    <div data-testid="map" data-markers={markers.length} aria-label={label} />
  ),
}));

const marker = (uls: number): MapMarker => ({ block_params: { hover_id: String(uls), coords: { lat: 45.5, lng: -73.6 } } });

const ctx: BlockContext = {
  locale: 'fr',
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: '/fr', contact: '/fr/contact', properties: '/fr/proprietes', blog: '', terms: '', privacy: '' },
  alternatePaths: [],
  index: 0,
};

describe('sold_properties_map_block definition', () => {
  it('is registered with a demo that parses, every sold listing by default', () => {
    expect(propertiesBlocks.map((d) => d.type)).toContain('sold_properties_map_block');
    expect(soldPropertiesMapBlock.schema.parse(soldPropertiesMapBlock.demo).filters).toEqual({});
    expect(soldPropertiesMapBlock.schema.safeParse({ filters: { mun: ['Montréal'] } }).success).toBe(false);
  });

  it('renders its title and a loading state on the server (no Leaflet there)', () => {
    const Component = soldPropertiesMapBlock.component;
    const html = renderToStaticMarkup(
      withSearchMessages('fr', <Component fields={soldPropertiesMapBlock.schema.parse(soldPropertiesMapBlock.demo)} params={{}} ctx={ctx} id="m1" />),
    );
    expect(html).toMatch(/<h2[^>]*>Nos propriétés vendues/);
    expect(html).toContain('Chargement des propriétés vendues…');
    expect(html).not.toContain('leaflet');
  });
});

describe('SoldMap (client leaf)', () => {
  const leaf = setupClientLeaf('en');

  async function mount(data: object, filters = {}) {
    leaf.answer(data);
    await leaf.render(<SoldMap filters={filters} />);
  }

  it('asks for the sold listings as a map and shows their count and markers', async () => {
    await mount({ total: 3, truncated: false, propertiesMap: [marker(1), marker(2), marker(3)], propertiesListing: [] }, { mun: ['66023'] });
    const [url, init] = leaf.fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/swc/ms-1/properties?mun=66023&status=sold&format=map&listingLimit=1');
    expect((init.headers as Record<string, string>)['X-Site-Key']).toBe('key-1');
    expect(leaf.container.textContent).toContain('3 properties sold');
    const map = leaf.container.querySelector('[data-testid="map"]');
    expect(map?.getAttribute('data-markers')).toBe('3');
    expect(map?.getAttribute('aria-label')).toBe('Map of sold properties');
    expect(leaf.container.textContent).not.toContain('The map shows only');
  });

  it('notes when the service capped the markers', async () => {
    await mount({ total: 6200, truncated: true, propertiesMap: [marker(1), marker(2)], propertiesListing: [] });
    expect(leaf.container.textContent).toContain('6,200 properties sold');
    expect(leaf.container.textContent).toContain('The map shows only 2 properties');
  });

  it('says so when there is no sold listing, and when the service fails', async () => {
    await mount({ total: 0, truncated: false, propertiesMap: [], propertiesListing: [] });
    expect(leaf.container.textContent).toContain('No properties sold');
    expect(leaf.container.querySelector('[data-testid="map"]')).toBeNull();

    leaf.fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 503 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await leaf.render(<SoldMap filters={{ type: 'condo' }} />);
    expect(leaf.container.textContent).toContain('Sold properties cannot be shown right now.');
    error.mockRestore();
  });
});
