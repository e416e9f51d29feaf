// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PropertiesListings } from '@/blocks/properties-block/PropertiesListings.client';
import type { ListingItem } from '@/lib/listing-search/types';
import { setupClientLeaf } from '../helpers/client-leaf';

// The map is Leaflet in the browser: a stub that shows which popup it would open.
vi.mock('@/blocks/property-search-results-block/map/LazyListingsMap.client', () => ({
  LazyListingsMap: ({ markers, hoveredId }: { markers: unknown[]; hoveredId: string | null }) => (
    <div data-testid="map" data-markers={markers.length} data-hovered={hoveredId ?? ''} />
  ),
}));

const item = (uls: number): ListingItem => ({
  uls,
  hover_id: String(uls),
  type: 'condo',
  type_label: 'Condos',
  transaction: 'sale',
  address: `${uls}, rue Saint-Denis, Montréal`,
  price: 400000 + uls,
  url: `/fr/proprietes/rue-saint-denis-${uls}`,
  carousel_images: [],
  property_image: null,
  specs: { bed: 2, bath: 1, area: 900 },
  coords: { lat: 45.5 + uls / 1000, lng: -73.6 },
  badge: null,
  municipality: { code: '66023', name: 'Montréal' },
  open_house_dates: [],
  listed_at: '2026-11-01T00:00:00Z',
});

const leaf = setupClientLeaf('fr');

function answer(listings: ListingItem[], total: number) {
  leaf.answer({ total, propertiesMap: [], propertiesListing: listings });
}

async function mount(limit = 6) {
  await leaf.render(<PropertiesListings filters={{ mun: ['66023'], limit }} locale="fr" searchPath="/fr/proprietes" />);
}

describe('PropertiesListings (properties_block client leaf)', () => {
  it('asks the properties endpoint for the block filters with the listing limit', async () => {
    answer([item(1), item(2)], 2);
    await mount(4);
    const [url, init] = leaf.fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/swc/ms-1/properties?mun=66023&format=map&listingLimit=4');
    expect((init.headers as Record<string, string>)['X-Site-Key']).toBe('key-1');
  });

  it('lists three listings with a see-more card and a see-all link to the filtered search', async () => {
    answer([item(1), item(2), item(3)], 40);
    await mount();
    expect(leaf.container.querySelectorAll('article').length).toBe(3);
    expect(leaf.container.textContent).toContain('Voir plus de propriétés');
    const seeAll = [...leaf.container.querySelectorAll('a')].find((a) => a.textContent?.includes('Voir toutes les propriétés'));
    expect(seeAll?.getAttribute('href')).toBe('/fr/proprietes?mun=66023');
    expect(leaf.container.querySelector('[data-testid="map"]')?.getAttribute('data-markers')).toBe('3');
  });

  it('shows neither see-all nor see-more for a single match', async () => {
    answer([item(1)], 1);
    await mount();
    expect(leaf.container.querySelectorAll('article').length).toBe(1);
    expect(leaf.container.textContent).not.toContain('Voir toutes les propriétés');
    expect(leaf.container.textContent).not.toContain('Voir plus de propriétés');
  });

  it('opens the hovered listing on the map', async () => {
    answer([item(1), item(2)], 2);
    await mount();
    const card = leaf.container.querySelector('[data-hover-id="2"]')!;
    await act(async () => {
      card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(leaf.container.querySelector('[data-testid="map"]')?.getAttribute('data-hovered')).toBe('2');
  });
});
