import 'server-only';
import { getDb } from '@/lib/db';
import type { PageResponse } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { parseBlogPostPath } from '@/lib/i18n/routes';
import { getCachedPost } from './cached';
import { getPost, type BlogPost } from './post';

/**
 * The article a blog post page shows (its header and author block are rendered around the
 * page's blocks), or null for any other page. `preview` is the page's draft mode: an editor
 * previewing the article's pending changes reads the draft, uncached (like the page itself).
 */
export async function blogPostOfPage(page: PageResponse, locale: Locale, cmsPath: string, preview = false): Promise<BlogPost | null> {
  if (page.page_kind !== 'blog_post') return null;
  const parsed = parseBlogPostPath(cmsPath, locale);
  if (!parsed || !page.site_id) return null;
  return preview ? getPost(await getDb(), page.site_id, parsed.id, locale, true) : getCachedPost(page.site_id, parsed.id, locale);
}
