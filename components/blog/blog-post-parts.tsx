import { getCachedPost } from '@/lib/blog/cached';
import { getPost } from '@/lib/blog/post';
import { getDb } from '@/lib/db';
import type { PageResponse } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';
import { parseBlogPostPath } from '@/lib/i18n/routes';
import { postLead, postTail } from './post-frame';
import { routeMessages } from '@/components/page/route-messages';

/**
 * For a blog post page: the header (lead) and author block + language guard (tail), and the
 * message namespaces of their islands; nothing
 * otherwise. `origin` is the site's absolute origin (lib/seo/site-origin.ts), for the share
 * links and JSON-LD: the page is cached, so it never reads the request's headers.
 * `preview` is the page's draft mode (an editor previewing the article's pending changes).
 */
export async function blogPostParts(page: PageResponse, locale: Locale, cmsPath: string, origin: string, preview = false) {
  if (page.page_kind !== 'blog_post') return {};
  const parsed = parseBlogPostPath(cmsPath, locale);
  if (!parsed || !page.site_id) return {};
  // An editor's preview reads the pending draft, uncached (like the page itself).
  const post = preview ? await getPost(await getDb(), page.site_id, parsed.id, locale, true) : await getCachedPost(page.site_id, parsed.id, locale);
  if (!post) return {};
  const url = `${origin}${post.path}`;
  return { lead: postLead(post, url, origin), tail: postTail(post), islands: routeMessages.blogPost };
}
