// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { propertiesBlocks } from '@/blocks/groups/properties';
import { propertiesSliderBlock } from '@/blocks/properties-slider-block';
import { PropertiesSliderListings } from '@/blocks/properties-slider-block/PropertiesSlider.client';
import { showsSearchLink, slideNext, slidePrev, SLIDES_PER_VIEW, type SliderApi } from '@/blocks/properties-slider-block/slider';
import type { ListingItem } from '@/lib/listing-search/types';
import { setupClientLeaf, withSearchMessages } from '../helpers/client-leaf';

const item = (uls: number): ListingItem => ({
  uls,
  hover_id: String(uls),
  type: 'maison',
  type_label: 'Maisons',
  transaction: 'sale',
  address: `${uls}, rue Cartier, Québec`,
  price: 500000 + uls,
  url: `/fr/proprietes/rue-cartier-${uls}`,
  carousel_images: [],
  property_image: null,
  specs: { bed: 3, bath: 1, area: 1400 },
  coords: { lat: 46.8, lng: -71.2 },
  badge: null,
  municipality: { code: '23027', name: 'Québec' },
  open_house_dates: [],
  listed_at: '2026-11-01T00:00:00Z',
});

const ctx: BlockContext = {
  locale: 'en',
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: '/en', contact: '/en/contact', properties: '/en/properties', blog: '', terms: '', privacy: '' },
  alternatePaths: [],
  index: 3,
};

describe('properties_slider_block definition', () => {
  it('is registered with a demo that parses and nine listings of Québec City to buy', () => {
    expect(propertiesBlocks.map((d) => d.type)).toContain('properties_slider_block');
    const fields = propertiesSliderBlock.schema.parse(propertiesSliderBlock.demo);
    expect(fields.filters).toEqual({ mun: ['23027'], forSaleForRent: 'buy', limit: 9 });
    expect(propertiesSliderBlock.schema.parse({}).filters.limit).toBe(9);
    expect(propertiesSliderBlock.schema.safeParse({ filters: { limit: 25 } }).success).toBe(false);
  });

  it('renders its header and a loading state on the server', () => {
    const Component = propertiesSliderBlock.component;
    const html = renderToStaticMarkup(
      withSearchMessages('en', <Component fields={propertiesSliderBlock.schema.parse(propertiesSliderBlock.demo)} params={{}} ctx={ctx} id="s1" />),
    );
    expect(html).toMatch(/<h2[^>]*id="s1-title"[^>]*>Properties for sale in Québec City/);
    expect(html).toContain('href="/en/properties?mun=23027"');
    expect(html).toContain('Loading properties…');
  });
});

describe('slider rules', () => {
  it('shows 3 per view and links to the search only when more listings match than are listed', () => {
    expect(SLIDES_PER_VIEW).toBe(3);
    expect(showsSearchLink(10, 9)).toBe(true);
    expect(showsSearchLink(9, 9)).toBe(false);
  });

  const api = (snaps: number, selected: number, loops: boolean): SliderApi & { to: number[] } => {
    const to: number[] = [];
    return {
      to,
      canScrollNext: () => loops || selected < snaps - 1,
      canScrollPrev: () => loops || selected > 0,
      scrollNext: () => to.push(loops ? (selected + 1) % snaps : selected + 1),
      scrollPrev: () => to.push(loops ? (selected - 1 + snaps) % snaps : selected - 1),
      scrollTo: (index) => to.push(index),
      scrollSnapList: () => Array.from({ length: snaps }, (_, i) => i / snaps),
    };
  };

  it('wraps next from the last view to the first and previous from the first to the last', () => {
    const atEnd = api(4, 3, false);
    slideNext(atEnd);
    expect(atEnd.to).toEqual([0]);
    const atStart = api(4, 0, false);
    slidePrev(atStart);
    expect(atStart.to).toEqual([3]);
    const looping = api(4, 3, true);
    slideNext(looping);
    expect(looping.to).toEqual([0]);
    const middle = api(4, 1, false);
    slideNext(middle);
    slidePrev(middle);
    expect(middle.to).toEqual([2, 0]);
  });
});

describe('PropertiesSliderListings (client leaf)', () => {
  const leaf = setupClientLeaf('fr');

  async function mount(listings: ListingItem[], total: number, limit = 9) {
    leaf.answer({ total, truncated: false, propertiesMap: [], propertiesListing: listings });
    await leaf.render(
      <PropertiesSliderListings filters={{ mun: ['23027'], forSaleForRent: 'buy', limit }} locale="fr" searchPath="/fr/proprietes" label="Québec" />,
    );
  }

  it('asks the listings service for the block filters and lists the cards as slides', async () => {
    await mount([item(1), item(2), item(3), item(4)], 4);
    const [url] = leaf.fetchMock.mock.calls[0] as [string];
    expect(url).toBe('/api/swc/ms-1/properties?mun=23027&forSaleForRent=buy&format=map&listingLimit=9');
    expect(leaf.container.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe('Québec');
    const slides = leaf.container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(4);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 sur 4');
    expect(leaf.container.querySelectorAll('article')).toHaveLength(4);
    expect(leaf.container.textContent).not.toContain('Voir les');
  });

  it('links to the filtered search when more listings match than it lists', async () => {
    await mount([item(1), item(2), item(3)], 42, 3);
    const link = [...leaf.container.querySelectorAll('a')].find((a) => a.textContent?.includes('Voir les 42 propriétés'));
    expect(link?.getAttribute('href')).toBe('/fr/proprietes?mun=23027&forSaleForRent=buy');
  });

  it('shows nothing when no listing matches', async () => {
    await mount([], 0);
    expect(leaf.container.innerHTML).toBe('');
  });
});
