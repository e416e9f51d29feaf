import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { invalidateListingPages } from '@/lib/listings/invalidate';
import { listingSitemapSummary, listingSitemapUrls } from '@/lib/seo/listing-sitemap';
import { activeListingCount, listingSitemapEntries, sitemapEntries } from '@/lib/seo/sitemap';
import { urlsetXml } from '@/lib/seo/sitemap-xml';
import { openDemoDb } from '../helpers/demo-db';

/**
 * Issue 10: the sitemap of the demo broker site lists its pages, posts, profiles, offices and
 * every active listing, each with its own lastmod and its fr-CA / en-CA / x-default alternates.
 */
let db: Database;
beforeAll(async () => {
  db = await openDemoDb();
}, 120_000);
afterAll(() => db.close());

const SITE = 'demo-broker';

describe('sitemap of the demo broker site', () => {
  it('lists the home page in both locales, a blog post, a broker profile and an office page', async () => {
    const entries = await sitemapEntries(db, SITE);
    const paths = entries.flatMap((e) => Object.values(e.paths));
    expect(paths).toEqual(expect.arrayContaining(['/fr', '/en', '/fr/contact', '/en/contact']));
    expect(paths.some((p) => /^\/fr\/blogue\/.+/.test(p!))).toBe(true);
    expect(paths.some((p) => /^\/fr\/courtiers\/.+/.test(p!))).toBe(true);
    expect(paths.some((p) => /^\/en\/offices\/.+/.test(p!))).toBe(true);
    // Not one date for everything: posts keep their own publication or edit dates.
    expect(new Set(entries.map((e) => e.lastModified.toISOString())).size).toBeGreaterThan(1);
  });

  it('lists every active listing once per locale', async () => {
    const { count } = await activeListingCount(db);
    const n = (await db.query<{ n: number }>("select count(*)::int as n from listings where status = 'active'"))[0]?.n ?? -1;
    expect(count).toBe(n);
    const listings = await listingSitemapEntries(db, 0);
    expect(listings).toHaveLength(n);
    expect(listings[0]!.paths.fr).toMatch(/^\/fr\/proprietes\/.+-\d+$/);
    expect(listings[0]!.paths.en).toMatch(/^\/en\/properties\/.+-\d+$/);
  });

  it('writes absolute URLs with x-default on the French page', async () => {
    const xml = urlsetXml((await sitemapEntries(db, SITE)).slice(0, 3), 'https://julietremblay.ca');
    expect(xml).toContain('<loc>https://julietremblay.ca/fr</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://julietremblay.ca/fr"');
    expect(xml).toContain('hreflang="en-CA" href="https://julietremblay.ca/en"');
  });
});

describe('the listings in every site\'s sitemap', () => {
  const sitemapOf = async (siteId: string, origin: string) =>
    urlsetXml(await sitemapEntries(db, siteId), origin, await listingSitemapUrls(db, 0, (await listingSitemapSummary(db)).count));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('lists the site\'s pages and every active listing in both languages, each under the site\'s own address', async () => {
    const [listing] = await listingSitemapEntries(db, 0);
    const { count } = await activeListingCount(db);
    for (const [siteId, origin] of [['demo-broker', 'https://julietremblay.ca'], ['demo-agency', 'https://agence.example']] as const) {
      const xml = await sitemapOf(siteId, origin);
      const pages = await sitemapEntries(db, siteId);
      const pageUrls = pages.reduce((n, e) => n + Object.keys(e.paths).length, 0);
      expect(locs(xml)).toHaveLength(pageUrls + count * 2);
      expect(locs(xml).every((url) => url.startsWith(`${origin}/`))).toBe(true);
      expect(locs(xml)).toEqual(expect.arrayContaining([`${origin}/fr`, `${origin}/en`, `${origin}${listing!.paths.fr}`, `${origin}${listing!.paths.en}`]));
      expect(xml).toContain(`hreflang="en-CA" href="${origin}${listing!.paths.en}"`);
      expect(xml).toContain(`hreflang="x-default" href="${origin}${listing!.paths.fr}"`);
      // The same document as written entry by entry for this site.
      expect(xml).toBe(urlsetXml([...pages, ...(await listingSitemapEntries(db, 0))], origin));
    }
  });

  it('leaves out a listing withdrawn a moment ago, on every site', async () => {
    const before = locs(await sitemapOf('demo-agency', 'https://agence.example'));
    const [listing] = await listingSitemapEntries(db, 0);
    const uls = Number(/-(\d+)$/.exec(listing!.paths.fr!)![1]);
    await db.query("update listings set status = 'withdrawn' where uls = $1", [uls]);
    invalidateListingPages([uls]);
    for (const [siteId, origin] of [['demo-broker', 'https://julietremblay.ca'], ['demo-agency', 'https://agence.example']] as const) {
      const after = locs(await sitemapOf(siteId, origin));
      expect(after).not.toContain(`${origin}${listing!.paths.fr}`);
      expect(after).not.toContain(`${origin}${listing!.paths.en}`);
    }
    expect(locs(await sitemapOf('demo-agency', 'https://agence.example'))).toHaveLength(before.length - 2);
  });
});
