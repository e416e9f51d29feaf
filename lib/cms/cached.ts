import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { draftMode, headers } from 'next/headers';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { blockDataTags } from './block-data';
import { cacheTags } from './cache-tags';
import { getPageResult } from './pages';
import { findSiteByDomain, type Site } from './sites';
import type { PageResult } from './types';

/**
 * Cached reads of the content service for server components. Published page responses
 * are cached by Next's data cache under the site's tag and invalidated on publish
 * (revalidateTag), so a page view does not query the database.
 */

const siteForHost = async (host: string) =>
  unstable_cache(async () => findSiteByDomain(await getDb(), host), ['site-by-host', await getDatabaseId(), host], {
    tags: [cacheTags.sites],
  })();

/** The site of the current request (domain mode, default site as fallback). */
export const getRequestSite = cache(async (): Promise<Site | null> => {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '';
  return siteForHost(host.split(',')[0]?.trim() ?? '');
});

/** Bench only: BENCH_ALLOW_NOCACHE=1 plus header x-bench-no-cache renders uncached. */
async function cacheBypassed(): Promise<boolean> {
  if (process.env.BENCH_ALLOW_NOCACHE !== '1') return false;
  return (await headers()).get('x-bench-no-cache') === '1';
}

/** The published page for a path, shared by generateMetadata and the page (React cache). */
export const getPublishedPage = cache(
  async (locale: Locale, path: string, variantId: string | null): Promise<{ site: Site | null; result: PageResult }> => {
    const site = await getRequestSite();
    if (!site) return { site, result: { status: 404, error: 'no_site' } };
    // Editor preview (draft mode, enabled only by /api/editor/preview) reads drafts, uncached.
    const preview = (await draftMode()).isEnabled;
    const load = async () => getPageResult(await getDb(), site, { locale, path, variantId, preview });
    if (preview || (await cacheBypassed())) return { site, result: await load() };
    const result = await unstable_cache(load, ['page', await getDatabaseId(), site.id, locale, path, variantId ?? ''], {
      tags: [cacheTags.sitePages(site.id), ...blockDataTags(site.id)],
    })();
    return { site, result };
  },
);
