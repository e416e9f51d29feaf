import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
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
