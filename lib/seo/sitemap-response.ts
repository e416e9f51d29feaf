import 'server-only';
import type { NextRequest } from 'next/server';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { requestOrigin } from '@/lib/serving/public-rewrite';
import { siteOrigin } from './site-origin';
import { listingSitemapSummary, listingSitemapUrls } from './listing-sitemap';
import { sitemapEntries } from './sitemap';
import { SITEMAP_URL_LIMIT, listingFileCount, sitemapIndexXml, urlsetXml } from './sitemap-xml';

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });

async function context(request: NextRequest) {
  const site = await getRequestSite();
  return { site, origin: siteOrigin(site, requestOrigin(request)), db: await getDb() };
}

/**
 * /sitemap.xml: every published page, blog post and active listing of the request's site,
 * in one <urlset> while they fit in 50,000 URLs, else a <sitemapindex> of
 * /sitemaps/pages.xml and /sitemaps/listings-{n}.xml.
 */
export async function sitemapResponse(request: NextRequest): Promise<Response> {
  const { site, origin, db } = await context(request);
  if (!site) return xml(urlsetXml([], origin));
  const [pages, listings] = await Promise.all([sitemapEntries(db, site.id), listingSitemapSummary(db)]);
  const pageUrls = pages.reduce((n, e) => n + Object.keys(e.paths).length, 0);
  if (pageUrls + listings.count * 2 <= SITEMAP_URL_LIMIT) {
    return xml(urlsetXml(pages, origin, await listingSitemapUrls(db, 0, listings.count)));
  }
  const lastPage = pages.reduce<Date | null>((d, e) => (!d || e.lastModified > d ? e.lastModified : d), null);
  const files = [{ url: `${origin}/sitemaps/pages.xml`, lastModified: lastPage }];
  for (let i = 1; i <= listingFileCount(listings.count); i++) {
    files.push({ url: `${origin}/sitemaps/listings-${i}.xml`, lastModified: listings.lastModified });
  }
  return xml(sitemapIndexXml(files));
}

/** One file of the sitemap index: 'pages.xml' or 'listings-{n}.xml' (n from 1). */
export async function sitemapFileResponse(request: NextRequest, file: string): Promise<Response> {
  const { site, origin, db } = await context(request);
  if (!site) return xml(urlsetXml([], origin));
  if (file === 'pages.xml') return xml(urlsetXml(await sitemapEntries(db, site.id), origin));
  const match = /^listings-(\d{1,4})\.xml$/.exec(file);
  const n = match ? Number(match[1]) : 0;
  if (n < 1) return new Response('Not found', { status: 404 });
  const urls = await listingSitemapUrls(db, n - 1, (await listingSitemapSummary(db)).count);
  if (urls.count === 0) return new Response('Not found', { status: 404 });
  return xml(urlsetXml([], origin, urls));
}
