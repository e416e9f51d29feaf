import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { blockDataTags } from './block-data';
import { skipsDataCache } from '@/lib/config/bench-switches';
import { normalizePath, parseBlogPostPath } from '@/lib/i18n/routes';
import { cacheTags } from '@/lib/cache/tags';
import { completePageContent, getPageResult } from './pages';
import { getRequestSite, getRequestSiteSegment } from '@/lib/sites/request-site';
import type { Site } from '@/lib/sites/sites';
import type { PageResult } from '@/lib/content/types';

/**
 * Cached reads of the content service for server components. Public pages are rendered
 * once per site segment (lib/sites/site-segment.ts) and kept whole in Next's page cache;
 * the data reads below are tagged, and the tags they collect become the page's tags, so
 * one revalidateTag (lib/cache/invalidate.ts) drops both the data and the rendered pages.
 */

/** The published page for a path, shared by generateMetadata and the page (React cache). */
export const getPublishedPage = cache(
  async (locale: Locale, path: string, variantId: string | null): Promise<{ site: Site | null; result: PageResult }> => {
    const site = await getRequestSite();
    if (!site) return { site, result: { status: 404, error: 'no_site' } };
    // Editor preview (draft mode, enabled only by /api/editor/preview) reads drafts, uncached;
    // Next also bypasses the page cache for draft-mode requests.
    const preview = (await draftMode()).isEnabled;
    const bypass = skipsDataCache(getRequestSiteSegment()?.nocache);
    if (preview || bypass) return { site, result: await getPageResult(await getDb(), site, { locale, path, variantId, preview }) };
    // Two entries: the page as stored, then its content with the collections' data. The
    // second is tagged with the collections its blocks show, and the rendered page takes
    // the tags of both, so a write expires only the pages that show what it changed.
    const key = [await getDatabaseId(), site.id, locale, path, variantId ?? ''];
    // The sites tag as well: which site a host shows is looked up per process
    // (lib/sites/site-by-host.ts), and a site created, deleted or restored moves a host to or
    // from the default site, whose pages that host's cached responses are.
    const pageTags = [cacheTags.sites, cacheTags.sitePages(site.id), cacheTags.page(site.id, locale, normalizePath(path))];
    // A blog post's page is its article (blogPostResult): its entry expires with the blog.
    if (parseBlogPostPath(normalizePath(path), locale)) pageTags.push(cacheTags.blog(site.id));
    const stored = await unstable_cache(async () => getPageResult(await getDb(), site, { locale, path, variantId, storedContent: true }), ['page', ...key], {
      tags: pageTags,
    })();
    if (!('page' in stored)) return { site, result: stored };
    const blocks = stored.page.content;
    const content = await unstable_cache(async () => completePageContent(await getDb(), site.id, locale, blocks), ['page-content', ...key], {
      tags: [...pageTags, ...blockDataTags(site.id, blocks)],
    })();
    return { site, result: { ...stored, page: { ...stored.page, content } } };
  },
);
