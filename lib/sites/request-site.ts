import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { headers } from 'next/headers';
import { getDatabaseId, getDb } from '@/lib/db';
import { cacheTags } from '@/lib/cache/tags';
import { decodeSiteSegment, segmentHost, type SiteSegment } from './site-segment';
import { findSiteByDomain, type Site } from './sites';

/**
 * The site a server render or route handler is for. Public pages know it from their
 * `site` param (the proxy's rewrite, ./site-segment.ts), never from headers, so they stay
 * cacheable; other routes fall back to the Host header. Cached by the sites tag.
 */

const siteForHost = async (host: string) =>
  unstable_cache(async () => findSiteByDomain(await getDb(), host), ['site-by-host', await getDatabaseId(), host], {
    tags: [cacheTags.sites],
  })();

/** Per-request holder of the site segment, set by the public layout and page from params. */
const requestSegment = cache((): { value: SiteSegment | null } => ({ value: null }));

/**
 * Public layout and page call this with their `site` param (as next-intl's
 * setRequestLocale): reading headers() would make the page dynamic and uncacheable.
 */
export function setRequestSiteSegment(param: string | undefined): SiteSegment | null {
  const segment = decodeSiteSegment(param);
  requestSegment().value = segment;
  return segment;
}

/** The segment of the current public page render, if any. */
export function getRequestSiteSegment(): SiteSegment | null {
  return requestSegment().value;
}

/** The site of the current request (domain mode, default site as fallback). */
export const getRequestSite = cache(async (): Promise<Site | null> => {
  const segment = requestSegment().value;
  if (segment) return siteForHost(segmentHost(segment));
  // Outside public pages (API routes, sitemap): the Host header.
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '';
  return siteForHost(host.split(',')[0]?.trim() ?? '');
});
