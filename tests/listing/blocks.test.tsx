import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { featuredPropertiesBlock } from '@/blocks/featured-properties-block';
import { FEATURED_AUTOPLAY_MS, progressDurationMs } from '@/blocks/featured-properties-block/autoplay';
import { propertiesBlock } from '@/blocks/properties-block';
import { blockSearchFilters, seeAllHref, showsSeeAll, showsSeeMoreCard } from '@/blocks/properties-block/block-filters';
import { propertiesBlocks } from '@/blocks/groups/properties';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const ctx = (locale: 'fr' | 'en'): BlockContext => ({
  locale,
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: `/${locale}`, contact: `/${locale}/contact`, properties: locale === 'fr' ? '/fr/proprietes' : '/en/properties', blog: '', terms: '', privacy: '' },
  alternatePaths: [],
  index: 2,
});

function render(def: typeof featuredPropertiesBlock | typeof propertiesBlock, fields: unknown, locale: 'fr' | 'en' = 'fr') {
  const parsed = def.schema.parse(fields);
  const Component = def.component as (props: { fields: unknown; params: object; ctx: BlockContext; id: string }) => React.ReactNode;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ search: locale === 'fr' ? frSearch : enSearch }}>
      <Component fields={parsed} params={{}} ctx={ctx(locale)} id="b1" />
    </NextIntlClientProvider>,
  );
}

/** Every local image a demo names must exist under public/. */
function localImages(value: unknown): string[] {
  const json = JSON.stringify(value);
  return [...json.matchAll(/"url":"(\/demo\/[^"]+)"/g)].map((m) => m[1]!);
}

describe('featured_properties_block and properties_block registration', () => {
  it('registers both blocks in the properties group with demos that parse', () => {
    const types = propertiesBlocks.map((d) => d.type);
    expect(types).toContain('featured_properties_block');
    expect(types).toContain('properties_block');
    expect(featuredPropertiesBlock.schema.safeParse(featuredPropertiesBlock.demo).success).toBe(true);
    expect(propertiesBlock.schema.safeParse(propertiesBlock.demo).success).toBe(true);
  });

  it('uses only demo images that exist locally', () => {
    const images = localImages(featuredPropertiesBlock.demo);
    expect(new Set(images).size).toBe(4);
    for (const url of images) expect(existsSync(path.join(process.cwd(), 'public', url)), url).toBe(true);
  });
});

describe('featured_properties_block', () => {
  it('shows the title, four slides, arrows and a progress bar lasting autoplay minus one second', () => {
    const html = render(featuredPropertiesBlock, featuredPropertiesBlock.demo, 'en');
    expect(html).toContain('Featured properties');
    expect(html.match(/aria-roledescription="slide"/g)?.length).toBe(4);
    expect(html).toContain('Family home near the parks');
    expect(html).toContain('$749,000');
    expect(html).toContain('aria-label="Next property"');
    expect(html).toContain('--featured-progress-ms:4000ms');
    expect(FEATURED_AUTOPLAY_MS).toBe(5000);
    expect(progressDurationMs()).toBe(4000);
  });

  it('drops arrows and the progress bar with a single item', () => {
    const demo = featuredPropertiesBlock.demo;
    const html = render(featuredPropertiesBlock, { ...demo, items: demo.items?.slice(0, 1) }, 'fr');
    expect(html.match(/aria-roledescription="slide"/g)?.length).toBe(1);
    expect(html).not.toContain('Propriété suivante');
    expect(html).not.toContain('--featured-progress-ms');
  });

  it('renders the call to action twice: in the header (md and up) and below (small screens)', () => {
    const html = render(featuredPropertiesBlock, featuredPropertiesBlock.demo, 'fr');
    expect(html.match(/href="\/fr\/proprietes"/g)?.length).toBe(2);
  });
});

describe('properties_block', () => {
  it('renders its header and a loading state until the listings arrive', () => {
    const html = render(propertiesBlock, propertiesBlock.demo, 'fr');
    expect(html).toContain('Nos propriétés à Montréal');
    expect(html).toContain('Parler à un courtier');
    expect(html).toContain('Chargement des propriétés');
  });

  it('defaults the limit to 6 and turns its filters into a search', () => {
    const fields = propertiesBlock.schema.parse({ filters: { mun: ['66023', '65005'], type: 'condo', forSaleForRent: 'rent' } });
    expect(fields.filters.limit).toBe(6);
    expect(blockSearchFilters(fields.filters)).toMatchObject({ mun: ['65005', '66023'], type: ['condo'], forSaleForRent: 'rent', open_house: false });
    expect(propertiesBlock.schema.safeParse({ filters: { type: 'castle' } }).success).toBe(false);
  });

  it('links see-all to the search page with the same filters', () => {
    expect(seeAllHref('/fr/proprietes', { mun: ['66023'], forSaleForRent: 'buy', open_house: true, limit: 6 })).toBe(
      '/fr/proprietes?mun=66023&forSaleForRent=buy&open_house=1',
    );
    expect(seeAllHref('/en/properties', { limit: 6 })).toBe('/en/properties');
  });

  it('shows see-all above one match and the see-more card with exactly three listings', () => {
    expect([0, 1, 2].map(showsSeeAll)).toEqual([false, false, true]);
    expect([2, 3, 4].map(showsSeeMoreCard)).toEqual([false, true, false]);
  });
});
