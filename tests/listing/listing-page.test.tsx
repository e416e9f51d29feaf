import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ListingPage } from '@/components/listing/ListingPage';
import type { Listing } from '@/components/listing/listing-text';
import { galleryCounter } from '@/components/listing/gallery-counter';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';
import { listingFixture } from './fixture';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const now = new Date('2026-11-22T12:00:00Z');

function render(listing: Listing, locale: 'fr' | 'en' = 'fr', origin: string | null = null) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ search: locale === 'fr' ? frSearch : enSearch }}>
      <ListingPage listing={listing} locale={locale} origin={origin} now={now} />
    </NextIntlClientProvider>,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON-LD is read as loose JSON
function jsonLd(html: string): Record<string, any> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD script');
  return JSON.parse(match[1]);
}

describe('ListingPage', () => {
  it('describes the listing as a schema.org RealEstateListing', () => {
    const data = jsonLd(render(listingFixture, 'en', 'https://julie.example.ca'));
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.url).toBe('https://julie.example.ca/en/properties/4521-rue-saint-denis-montreal-12345678');
    expect(data.name).toContain('4521, rue Saint-Denis, Montréal');
    expect(data.image[0]).toBe('https://julie.example.ca/demo/listings/condo-1.svg');
    expect(data.datePosted).toBe('2026-11-01T14:00:00.000Z');
    expect(data.offers).toMatchObject({ price: 489000, priceCurrency: 'CAD' });
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Montréal',
      addressRegion: 'QC',
      addressCountry: 'CA',
    });
    expect(data.geo).toMatchObject({ latitude: 45.5262, longitude: -73.5854 });
  });

  it('keeps a description holding </script> inside the JSON-LD element', () => {
    const html = render(listingFixture, 'fr');
    expect(jsonLd(html).description).toContain('</script>');
  });

  it('shows price without decimals, bedrooms and area, and hides a 0.0 bath count', () => {
    const html = render(listingFixture, 'fr');
    expect(html).toMatch(/489\s000\s\$/);
    expect(html).not.toMatch(/489\s000,00/);
    expect(html).toContain('2 chambres');
    expect(html).toContain('1\u00a0150 pi²');
    expect(html).not.toContain('data-spec="bath"');
    const withBath = render({ ...listingFixture, bathrooms: 2 }, 'en');
    expect(withBath).toContain('2 bathrooms');
  });

  it('marks rents as monthly', () => {
    expect(render({ ...listingFixture, transaction: 'rent', price: 1850 }, 'en')).toMatch(/\$1,850<span[^>]*>\/month/);
  });

  it('offers to contact the listing broker through the contact page', () => {
    const html = render(listingFixture, 'fr');
    expect(html).toContain('href="/fr/contact?recipient_type=broker&amp;recipient_slug=julie-tremblay"');
    expect(html).toContain('Contacter le courtier');
    expect(render(listingFixture, 'en')).toContain('href="/en/contact?recipient_type=broker&amp;recipient_slug=julie-tremblay"');
  });

  it('shows the description in the page language, breadcrumbs back to the search, and upcoming open houses', () => {
    const html = render(listingFixture, 'en');
    expect(html).toContain('Bright condo in the heart of the Plateau');
    expect(html).toContain('href="/en/properties"');
    expect(html).toContain('Open houses');
    expect(html).toContain('December 5, 2026, 1:00 p.m. to 3:00 p.m.');
    const past = render({ ...listingFixture, open_house_dates: [{ start: '2026-01-01T18:00:00Z', end: '2026-01-01T20:00:00Z' }] }, 'en');
    expect(past).not.toContain('Open houses');
  });

  it('renders the gallery with a zero-padded counter', () => {
    const html = render(listingFixture, 'fr');
    expect(html).toContain('01 / 03');
    expect(html.match(/<img /g)?.length).toBe(3);
    expect(galleryCounter(11, 12)).toBe('12 / 12');
    expect(galleryCounter(0, 120)).toBe('001 / 120');
  });

  it("describes each photo by its own alt text (a feed's Media description, one language for both), else by the address and its number", () => {
    const photo_alts = [{ fr: 'Façade avant', en: 'Front of the house' }, { en: 'Living room' }, {}];
    const alts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts(render({ ...listingFixture, photo_alts }, 'fr'))).toEqual(['Façade avant', 'Living room', '4521, rue Saint-Denis, Montréal — 3']);
    expect(alts(render({ ...listingFixture, photo_alts }, 'en'))).toEqual(['Front of the house', 'Living room', '4521, rue Saint-Denis, Montréal — 3']);
    // Without any: the address and the photo's number, as before.
    expect(alts(render(listingFixture, 'fr'))[0]).toBe('4521, rue Saint-Denis, Montréal — 1');
  });

  it('shows the attribution its feed requires, in the page language', () => {
    const attribution = { fr: { text: 'Données fournies par Centris' }, en: { text: 'Data provided by Centris', logo: 'https://cdn.example.test/centris.svg' } };
    expect(render({ ...listingFixture, attribution }, 'fr')).toContain('Données fournies par Centris');
    const en = render({ ...listingFixture, attribution }, 'en');
    expect(en).toContain('Data provided by Centris');
    expect(en).toContain('src="https://cdn.example.test/centris.svg"');
    expect(render(listingFixture, 'fr')).not.toContain('listing-attribution');
  });
});
