import type { BlogPost } from '@/lib/blog/post';
import { postLead, postTail } from './post-frame';
import { routeMessages } from '@/components/page/route-messages';

/**
 * For a blog post page: the header (lead) and author block + language guard (tail), and the
 * message namespaces of their islands; nothing otherwise. `post` is the page's article
 * (lib/blog/page-post.ts). `origin` is the site's absolute origin (lib/seo/site-origin.ts), for
 * the share links and JSON-LD: the page is cached, so it never reads the request's headers.
 */
export function blogPostParts(post: BlogPost | null, origin: string) {
  if (!post) return {};
  const url = `${origin}${post.path}`;
  return { lead: postLead(post, url, origin), tail: postTail(post), islands: routeMessages.blogPost };
}
