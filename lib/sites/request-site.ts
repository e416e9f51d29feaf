import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { decodeSiteSegment, segmentHost, type SiteSegment } from './site-segment';
import { siteByHost } from './site-by-host';
import type { Site } from './sites';

/**
 * The site a server render or route handler is for. Public pages know it from their
 * `site` param (the proxy's rewrite, ./site-segment.ts), never from headers, so they stay
 * cacheable; other routes fall back to the Host header. Kept per process (./site-by-host.ts).
 */

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
  if (segment) return siteByHost(segmentHost(segment));
  // Outside public pages (API routes, sitemap): the Host header.
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '';
  return siteByHost(host.split(',')[0]?.trim() ?? '');
});
