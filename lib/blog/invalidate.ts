import 'server-only';
import { invalidateSitePages } from '@/lib/cache/invalidate';
import { forgetBlogCounts } from './count-memo';

/**
 * After an article or category write: the archive, the post and featured-post blocks are
 * parts of cached page responses (and the post/feed reads share their tag), so the site's
 * page tag expires them all.
 */
export function invalidateBlog(siteId: string): void {
  forgetBlogCounts();
  invalidateSitePages(siteId);
}
