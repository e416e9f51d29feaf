// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { propertiesBlocks } from '@/blocks/groups/properties';
import { propertiesSliderBlock } from '@/blocks/properties-slider';
import { PropertiesSliderListings } from '@/blocks/properties-slider/PropertiesSlider.client';
import { showsSearchLink, slideNext, slidePrev, SLIDES_PER_VIEW, type SliderApi } from '@/blocks/properties-slider/slider';
import type { ListingItem } from '@/lib/listings-client/types';
import { useSiteApi } from '@/stores/site-api';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
      <NextIntlClientProvider locale="en" timeZone="America/Toronto" messages={{ search: enSearch }}>
        <Component fields={propertiesSliderBlock.schema.parse(propertiesSliderBlock.demo)} params={{}} ctx={ctx} id="s1" />
      </NextIntlClientProvider>,
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
  let root: Root;
  let container: HTMLElement;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    useSiteApi.getState().setSiteApi({ micrositeId: 'ms-1', siteKey: 'key-1', locale: 'fr' });
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  async function mount(listings: ListingItem[], total: number, limit = 9) {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ status: 'success', data: { total, truncated: false, propertiesMap: [], propertiesListing: listings } }))),
    );
    await act(async () => {
      root.render(
        <NextIntlClientProvider locale="fr" timeZone="America/Toronto" messages={{ search: frSearch }}>
          <PropertiesSliderListings filters={{ mun: ['23027'], forSaleForRent: 'buy', limit }} locale="fr" searchPath="/fr/proprietes" label="Québec" />
        </NextIntlClientProvider>,
      );
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 260));
    });
  }

  it('asks the listings service for the block filters and lists the cards as slides', async () => {
    await mount([item(1), item(2), item(3), item(4)], 4);
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe('/api/swc/ms-1/properties?mun=23027&forSaleForRent=buy&format=map&listingLimit=9');
    expect(container.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe('Québec');
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(4);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 sur 4');
    expect(container.querySelectorAll('article')).toHaveLength(4);
    expect(container.textContent).not.toContain('Voir les');
  });

  it('links to the filtered search when more listings match than it lists', async () => {
    await mount([item(1), item(2), item(3)], 42, 3);
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent?.includes('Voir les 42 propriétés'));
    expect(link?.getAttribute('href')).toBe('/fr/proprietes?mun=23027&forSaleForRent=buy');
  });

  it('shows nothing when no listing matches', async () => {
    await mount([], 0);
    expect(container.innerHTML).toBe('');
  });
});
