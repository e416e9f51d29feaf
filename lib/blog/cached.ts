import 'server-only';
import { getDatabaseId, getDb } from '@/lib/db';
import { cacheTags } from '@/lib/cache/tags';
import { taggedCache } from '@/lib/cache/invalidate';
import type { Locale } from '@/lib/i18n/locales';
import { getPost } from './post';
import { listArticles } from './service';
import type { ArticleListQuery } from './types';

/**
 * Cached blog reads for server routes. They share the site's page tag, so the article
 * writes' invalidation (lib/blog/invalidate.ts) refreshes posts, archive and featured blocks at once.
 */
export async function getCachedPost(siteId: string, id: number, locale: Locale) {
  return taggedCache(async () => getPost(await getDb(), siteId, id, locale), ['blog-post', await getDatabaseId(), siteId, String(id), locale], [cacheTags.sitePages(siteId), cacheTags.blog(siteId)]);
}

/** The latest 50 articles of a language (RSS). */
export async function getCachedFeed(siteId: string, locale: Locale) {
  return taggedCache(
    async () => listArticles(await getDb(), siteId, { locale, page: 1, limit: 50, order: 'desc', categories: [], withCategories: false }),
    ['blog-feed', await getDatabaseId(), siteId, locale], [cacheTags.sitePages(siteId), cacheTags.blog(siteId)]);
}

/**
 * One page of the articles API, cached under the site's page tag: the archive's queries
 * repeat (every visitor's first load is the same), and any article write expires them.
 */
export async function getCachedArticleList(siteId: string, query: ArticleListQuery) {
  const key = [query.locale, query.page, query.limit, query.order, query.categories.join(','), query.withCategories ? 1 : 0].join('|');
  return taggedCache(async () => listArticles(await getDb(), siteId, query), ['blog-list', await getDatabaseId(), siteId, key], [cacheTags.sitePages(siteId), cacheTags.blog(siteId)]);
}
