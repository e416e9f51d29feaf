import { describe, expect, it } from 'vitest';
import { canonicalError, seoForm, withSeoValue } from '@/builder/config/fields/seo-form';
import type { PageResponse, Seo } from '@/lib/content/types';
import { pageMetadata } from '@/lib/seo/page-metadata';

const saved: Seo = {
  global: { fr: { og_title: 'Accueil', og_image: '/og.jpg', og_image_width: 1200, og_image_height: 630 } },
  facebook: { fr: { fb_app_id: '42' } },
  canonical_url: { en: 'https://example.com/en' },
  robots_index_rule: 'index, follow',
};

describe('page SEO field', () => {
  it('reads the form of one locale from the saved Seo', () => {
    expect(seoForm(saved, 'fr')).toEqual({ title: 'Accueil', description: '', ogImage: '/og.jpg', canonical: '', robots: 'index, follow' });
    expect(seoForm(saved, 'en')).toEqual({ title: '', description: '', ogImage: '', canonical: 'https://example.com/en', robots: 'index, follow' });
    expect(seoForm(undefined, 'fr')).toEqual({ title: '', description: '', ogImage: '', canonical: '', robots: '' });
  });

  it('writes each value where the saved shape keeps it, and leaves the rest alone', () => {
    let seo = withSeoValue(saved, 'en', 'title', 'Home');
    seo = withSeoValue(seo, 'en', 'description', 'Brokers in Québec ');
    seo = withSeoValue(seo, 'fr', 'canonical', 'https://example.com/fr');
    seo = withSeoValue(seo, 'fr', 'robots', 'noindex, follow');
    expect(seo).toEqual({
      global: { fr: saved.global!.fr, en: { og_title: 'Home', og_description: 'Brokers in Québec ' } },
      facebook: { fr: { fb_app_id: '42' } },
      canonical_url: { en: 'https://example.com/en', fr: 'https://example.com/fr' },
      robots_index_rule: 'noindex, follow',
    });
    expect(seoForm(seo, 'en').title).toBe('Home');
    expect(saved.global?.en).toBeUndefined(); // not mutated
  });

  it('removes emptied values and their empty parents', () => {
    let seo = withSeoValue(saved, 'en', 'canonical', '');
    seo = withSeoValue(seo, 'fr', 'title', ' ');
    seo = withSeoValue(seo, 'fr', 'ogImage', '');
    seo = withSeoValue(seo, 'fr', 'robots', '');
    expect(seo).toEqual({ facebook: { fr: { fb_app_id: '42' } } });
  });

  it('drops the size of the previous og image when the image changes', () => {
    expect(withSeoValue(saved, 'fr', 'ogImage', '/new.jpg').global?.fr).toEqual({ og_title: 'Accueil', og_image: '/new.jpg' });
    expect(withSeoValue(saved, 'fr', 'ogImage', '/og.jpg').global?.fr).toEqual(saved.global?.fr);
  });

  it('is what the public page metadata reads', () => {
    let seo = withSeoValue({}, 'en', 'title', 'Our brokers');
    seo = withSeoValue(seo, 'en', 'description', 'Meet them');
    seo = withSeoValue(seo, 'en', 'ogImage', 'https://cdn.example.com/og.jpg');
    seo = withSeoValue(seo, 'en', 'canonical', 'https://example.com/en/brokers');
    seo = withSeoValue(seo, 'en', 'robots', 'noindex, nofollow');
    const page = { seo, title: { en: 'Brokers' }, alternate_paths: [{ locale: 'en', path: '/en/brokers' }] } as unknown as PageResponse;
    const metadata = pageMetadata(page, 'en', 'https://example.com');
    expect(metadata.title).toBe('Our brokers');
    expect(metadata.description).toBe('Meet them');
    expect(metadata.robots).toBe('noindex, nofollow');
    expect(metadata.alternates?.canonical).toBe('https://example.com/en/brokers');
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: 'https://cdn.example.com/og.jpg' })]);
  });

  it('checks a canonical url is https:// or a path of the site', () => {
    for (const ok of ['', 'https://example.com/fr', '/fr/courtiers']) expect(canonicalError(ok), ok).toBe(false);
    for (const bad of ['http://example.com', 'example.com', '//example.com']) expect(canonicalError(bad), bad).toBe(true);
  });
});
