import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { propertiesBlocks } from '@/blocks/groups/properties';
import { ListingCard } from '@/blocks/shared/listing-card/ListingCard';
import type { ListingItem } from '@/lib/listing-search/types';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';
import frAlerts from '@/locales/fr/alerts.json';
import enAlerts from '@/locales/en/alerts.json';
import { SITE_TIME_ZONE } from '@/lib/format/date';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/fr/proprietes',
}));

const ctx = (locale: 'fr' | 'en'): BlockContext => ({
  locale,
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: `/${locale}`, contact: `/${locale}/contact`, properties: locale === 'fr' ? '/fr/proprietes' : '/en/properties', blog: '/b', terms: '/t', privacy: '/p' },
  alternatePaths: [],
  index: 0,
});

function render(node: React.ReactNode, locale: 'fr' | 'en' = 'fr') {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ search: locale === 'fr' ? frSearch : enSearch, alerts: locale === 'fr' ? frAlerts : enAlerts }}>
      {node}
    </NextIntlClientProvider>,
  );
}

function renderBlock(type: string, locale: 'fr' | 'en' = 'fr') {
  const def = propertiesBlocks.find((d) => d.type === type)!;
  const Component = def.component;
  return render(<Component fields={def.schema.parse(def.demo)} params={{}} ctx={ctx(locale)} id="b1" />, locale);
}

const listing = (overrides: Partial<ListingItem> = {}) =>
  ({
    uls: 12345678,
    hover_id: '12345678',
    type: 'condo',
    type_label: 'Condo',
    transaction: 'sale',
    address: '4521, rue Saint-Denis, Montréal',
    price: 549000,
    url: '/fr/proprietes/condo-4521-rue-saint-denis-12345678',
    carousel_images: ['/demo/listings/condo-1.svg'],
    property_image: null,
    specs: { bed: 2, bath: 1, area: 950 },
    coords: { lat: 45.52, lng: -73.58 },
    badge: 'sold',
    municipality: { code: '66023', name: 'Montréal' },
    open_house_dates: [],
    listed_at: '2025-01-01T00:00:00Z',
    ...overrides,
  }) as ListingItem;

describe('property search blocks', () => {
  it('registers the search blocks with demos that pass their schema', () => {
    expect(propertiesBlocks.map((d) => d.type)).toEqual(expect.arrayContaining(['hero_search_bar_block', 'property_search_results_block']));
    for (const def of propertiesBlocks) expect(def.schema.safeParse(def.demo).success, def.type).toBe(true);
  });

  it('renders the hero search bar with its find tab first and the content tabs after', () => {
    const html = renderBlock('hero_search_bar_block', 'en');
    expect(html).toMatch(/<h1[^>]*>Find the property that fits you/);
    expect(html).toContain('role="tablist"');
    expect(html.indexOf('Find a property')).toBeLessThan(html.indexOf('>Sell<'));
    expect(html).toContain('More criteria');
    expect(html).toContain('Value my property');
  });

  it('renders the results page shell: filter bar, sort options and the view toggle', () => {
    const html = renderBlock('property_search_results_block', 'fr');
    expect(html).toContain('Filtres');
    expect(html).toContain('Prix croissant');
    expect(html).toContain('Masquer la liste');
    expect(html).toContain('aria-busy="true"');
  });
});

describe('listing card', () => {
  it('shows the price without decimals, the address link, the specs and the badge', () => {
    const html = render(<ListingCard listing={listing()} locale="fr" />);
    expect(html).toContain('549\u00a0000\u00a0$');
    expect(html).toContain('href="/fr/proprietes/condo-4521-rue-saint-denis-12345678"');
    expect(html).toContain('2 chambres');
    expect(html).toContain('1 salle de bain');
    expect(html).toContain('950 pi²');
    expect(html).toMatch(/data-badge="sold"[^>]*>Vendu/);
  });

  it('hides a bath count of zero and an unknown badge, in English', () => {
    const html = render(<ListingCard listing={listing({ specs: { bed: 3, bath: null, area: null }, badge: null })} locale="en" />, 'en');
    expect(html).toContain('$549,000');
    expect(html).toContain('3 bedrooms');
    expect(html).not.toContain('bathroom');
    expect(html).not.toContain('data-badge');
  });
});
