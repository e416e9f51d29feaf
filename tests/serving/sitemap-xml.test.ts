import { describe, expect, it } from 'vitest';
import { listingFileCount, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap-xml';

describe('sitemap XML', () => {
  const entries = [
    { paths: { fr: '/fr/vendre', en: '/en/sell' }, lastModified: new Date('2026-03-02T10:00:00Z') },
    { paths: { fr: '/fr/proprietes/1-rue-a-12', en: '/en/properties/1-rue-a-12' }, lastModified: new Date('2026-05-09T08:30:00Z') },
  ];
  const xml = urlsetXml(entries, 'https://julie.example.com');

  it('lists every locale of every entry with absolute URLs and its own lastmod', () => {
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://julie.example.com/en/sell</loc><lastmod>2026-03-02T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://julie.example.com/fr/proprietes/1-rue-a-12</loc><lastmod>2026-05-09T08:30:00.000Z</lastmod>');
  });

  it('gives fr-CA, en-CA and an x-default on the French URL', () => {
    expect(xml).toContain('hreflang="fr-CA" href="https://julie.example.com/fr/vendre"');
    expect(xml).toContain('hreflang="en-CA" href="https://julie.example.com/en/sell"');
    expect(xml).toContain('hreflang="x-default" href="https://julie.example.com/fr/vendre"');
  });

  it('splits listings into files of at most 50,000 URLs and indexes them', () => {
    expect(listingFileCount(25_000)).toBe(1);
    expect(listingFileCount(25_001)).toBe(2);
    const index = sitemapIndexXml([{ url: 'https://x.example/sitemaps/pages.xml', lastModified: null }]);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://x.example/sitemaps/pages.xml</loc>');
  });
});
