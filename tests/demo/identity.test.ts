import { describe, expect, it } from 'vitest';
import { demoPages } from '@/lib/seed/pages';
import { demoSites } from '@/lib/seed/sites';
import { DEMO_BROKERS } from '@/lib/listings/demo-people';
import { siteName } from '@/lib/site/site-name';
import { footerBlock } from '@/blocks/footer-block';

// Issue 18: the broker site showed 514 555-0142 in its contact section and 514 555-0123 in
// its header and footer, and three brand names. Expected values written out here.
const PHONE_DIGITS = '5145550123';
const BRAND = 'Julie Tremblay, courtier immobilier';
const BRAND_EN = 'Julie Tremblay, Real Estate Broker';

const broker = demoSites().find((site) => site.id === 'demo-broker')!;
const everything = JSON.stringify({ header: broker.header, footer: broker.footer, pages: demoPages(broker) });

/** Every North American phone number in a text, as its 10 digits. */
function phones(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\+1)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/g)) found.add(`${match[1]}${match[2]}${match[3]}`);
  return found;
}

describe('demo broker site identity', () => {
  it('shows one phone number everywhere: header, footer and pages', () => {
    expect([...phones(everything)]).toEqual([PHONE_DIGITS]);
  });

  it('shows one brand: the registered site name in the logo, the footer and the title', () => {
    expect(broker.name).toBe(BRAND);
    expect(everything).not.toMatch(/Groupe Courtier Immobilier|"Courtier Immobilier"/);
    const footer = broker.footer[0]!.fields as { agency: { fr: string }; logo_image_light: { media: { fr: { alt: string } } } };
    expect(footer.agency.fr).toBe(BRAND);
    expect(footer.logo_image_light.media.fr.alt).toBe(BRAND);
  });

  it('translates the site name and tagline: English titles, logo text and copyright say "Real Estate Broker"', () => {
    expect(siteName(broker, 'fr')).toBe(BRAND);
    expect(siteName(broker, 'en')).toBe(BRAND_EN);
    expect(broker.seo.global?.en?.og_title).toBe(BRAND_EN);
    const footer = footerBlock.schema.parse(broker.footer[0]!.fields);
    expect(footer.agency).toEqual({ fr: BRAND, en: BRAND_EN });
    expect(footer.logo_image_light?.media?.en?.alt).toBe(BRAND_EN);
    const header = broker.header[0]!.fields as { logo_image_dark: { media: { en: { alt: string }; fr: { alt: string } } } };
    expect(header.logo_image_dark.media.en.alt).toBe(BRAND_EN);
    expect(header.logo_image_dark.media.fr.alt).toBe(BRAND);
    // The wordmark draws the tagline: the English page shows the English file.
    expect((header.logo_image_dark.media.en as unknown as { url: string }).url).toBe('/brand/logo-dark-en.svg');
  });

  it('reads a footer agency stored as one string (older content) as that text in both languages', () => {
    expect(footerBlock.schema.parse({ agency: 'Courtier Test' }).agency).toEqual({ fr: 'Courtier Test', en: 'Courtier Test' });
  });

  it('gives the site broker the same phone on the listings she carries', () => {
    const julie = DEMO_BROKERS.find((b) => b.name === 'Julie Tremblay')!;
    expect(julie.phone.replace(/\D/g, '')).toBe(PHONE_DIGITS);
  });

  it('gives the agency site its own name in the footer and logo', () => {
    const agency = demoSites().find((site) => site.id === 'demo-agency')!;
    const footer = agency.footer[0]!.fields as { agency: { fr: string }; logo_image_light: { media: { fr: { url: string; alt: string } } } };
    expect(footer.agency.fr).toBe('Agence Immobilière Laurentides');
    expect(footer.logo_image_light.media.fr.alt).toBe('Agence Immobilière Laurentides');
  });
});
