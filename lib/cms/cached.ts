import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { draftMode, headers } from 'next/headers';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { blockDataTags } from './block-data';
import { skipsDataCache } from '@/lib/serving/bench-switches';
import { decodeSiteSegment, segmentHost, type SiteSegment } from '@/lib/serving/site-segment';
import { normalizePath } from '@/lib/i18n/routes';
import { cacheTags } from './cache-tags';
import { getPageResult } from './pages';
import { findSiteByDomain, type Site } from './sites';
import type { PageResult } from './types';

/**
 * Cached reads of the content service for server components. Public pages are rendered
 * once per site segment (lib/serving/site-segment.ts) and kept whole in Next's page cache;
 * the data reads below are tagged, and the tags they collect become the page's tags, so
 * one revalidateTag (lib/cms/invalidate.ts) drops both the data and the rendered pages.
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

/** The published page for a path, shared by generateMetadata and the page (React cache). */
export const getPublishedPage = cache(
  async (locale: Locale, path: string, variantId: string | null): Promise<{ site: Site | null; result: PageResult }> => {
    const site = await getRequestSite();
    if (!site) return { site, result: { status: 404, error: 'no_site' } };
    // Editor preview (draft mode, enabled only by /api/editor/preview) reads drafts, uncached;
    // Next also bypasses the page cache for draft-mode requests.
    const preview = (await draftMode()).isEnabled;
    const load = async () => getPageResult(await getDb(), site, { locale, path, variantId, preview });
    const bypass = skipsDataCache(requestSegment().value?.nocache);
    if (preview || bypass) return { site, result: await load() };
    const result = await unstable_cache(load, ['page', await getDatabaseId(), site.id, locale, path, variantId ?? ''], {
      tags: [cacheTags.sitePages(site.id), cacheTags.page(site.id, locale, normalizePath(path)), ...blockDataTags(site.id)],
    })();
    return { site, result };
  },
);
