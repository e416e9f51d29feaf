import { headers } from 'next/headers';
import { getCachedPost } from '@/lib/blog/cached';
import type { PageResponse } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';
import { parseBlogPostPath } from '@/lib/i18n/routes';
import { postLead, postTail } from './post-frame';

/** The request's origin (https://host), for the share links and JSON-LD of a post. */
async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost').split(',')[0]!.trim();
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? (host.startsWith('localhost') || host.includes('.localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** For a blog post page: the header (lead) and author block + language guard (tail); nothing otherwise. */
export async function blogPostParts(page: PageResponse, locale: Locale, cmsPath: string) {
  if (page.page_kind !== 'blog_post') return {};
  const parsed = parseBlogPostPath(cmsPath, locale);
  if (!parsed || !page.site_id) return {};
  const post = await getCachedPost(page.site_id, parsed.id, locale);
  if (!post) return {};
  const origin = await requestOrigin();
  const url = `${origin}${post.path}`;
  return { lead: postLead(post, url, origin), tail: postTail(post) };
}
