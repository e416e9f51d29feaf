import { describe, expect, it } from 'vitest';
import type { PageResponse } from '@/lib/content/types';
import { pageMetadata } from '@/lib/seo/page-metadata';

function page(overrides: Partial<PageResponse> = {}): PageResponse {
  return {
    content: [],
    header: [],
    footer: [],
    seo: {},
    theme: {},
    metadata: {},
    variant: null,
    title: { fr: 'Vendre', en: 'Sell' },
    alternate_paths: [
      { locale: 'fr', path: '/fr/vendre' },
      { locale: 'en', path: '/en/sell' },
    ],
    location: null,
    production: true,
    microsite_id: null,
    site_id: null,
    site_type: 'broker',
    site_key: null,
    recaptcha: null,
    page_kind: 'page',
    ...overrides,
  } as PageResponse;
}

describe('page metadata', () => {
  it('gives hreflang alternates fr-CA and en-CA with French as x-default', () => {
    const meta = pageMetadata(page(), 'en', 'https://example.com');
    expect(meta.alternates?.languages).toEqual({
      'fr-CA': 'https://example.com/fr/vendre',
      'en-CA': 'https://example.com/en/sell',
      'x-default': 'https://example.com/fr/vendre',
    });
    expect(meta.metadataBase?.toString()).toBe('https://example.com/');
  });

  it('defaults og_locale to {locale}_CA and the title to the page title of the locale', () => {
    const meta = pageMetadata(page(), 'en', 'http://localhost:3000');
    expect(meta.openGraph).toMatchObject({ locale: 'en_CA', title: 'Sell' });
    expect(pageMetadata(page(), 'fr', 'http://localhost:3000').openGraph).toMatchObject({ locale: 'fr_CA', title: 'Vendre' });
  });

  it('uses the page canonical of the locale and never the French one for an English page', () => {
    const seo = { canonical_url: { fr: 'https://example.com/fr/vendre-maison' } };
    expect(pageMetadata(page({ seo }), 'fr', 'http://localhost:3000').alternates?.canonical).toBe('https://example.com/fr/vendre-maison');
    expect(pageMetadata(page({ seo }), 'en', 'http://localhost:3000').alternates?.canonical).toBe('http://localhost:3000/en/sell');
  });

  it('takes Open Graph and Twitter entries per locale over the global entry, and the robots rule', () => {
    const meta = pageMetadata(
      page({
        seo: {
          global: { en: { og_title: 'Global', og_description: 'Desc' } },
          facebook: { en: { og_title: 'On Facebook', og_image: '/og.jpg' } },
          twitter: { en: { og_image: '/tw.jpg' } },
          robots_index_rule: 'noindex, nofollow',
        },
      }),
      'en',
      'http://localhost:3000',
    );
    expect(meta.title).toBe('Global');
    expect(meta.description).toBe('Desc');
    expect(meta.openGraph).toMatchObject({ title: 'On Facebook', description: 'Desc' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Global', images: ['/tw.jpg'] });
    expect(meta.robots).toBe('noindex, nofollow');
  });
});
