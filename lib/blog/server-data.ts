import { cacheTags } from '@/lib/cache/tags';
import type { Queryable } from '@/lib/db/types';
import type { BlockDataSource } from '@/lib/content/block-data-source';
import type { Locale } from '@/lib/i18n/locales';
import { articlesByIds, listArticles, listCategories } from './service';
import { ARCHIVE_PAGE_SIZE, type ArticleCard, type ArticlesListing } from './types';

/** Block types whose server data (spec 001 "server core data for blocks") comes from the blog. */
export const ARCHIVE_BLOCK = 'blog_posts_archive_block';
const FEATURED_BLOCK = 'featured_post_block';


/** First page of the archive, all categories, most recent first: what the server HTML shows. */
export async function archiveListing(db: Queryable, siteId: string, locale: Locale): Promise<ArticlesListing> {
  const [list, categories] = await Promise.all([
    listArticles(db, siteId, { locale, page: 1, limit: ARCHIVE_PAGE_SIZE, order: 'desc', categories: [], withCategories: false }),
    listCategories(db, siteId, locale),
  ]);
  return { ...list, categories, order: 'desc', selected: categories.map((c) => c.id) };
}

/**
 * Featured post cards: the editor's picks (blog_article_featured_item / blog_article_item),
 * or, with none picked, the latest article featured and the next three regular.
 */
export async function featuredCards(
  db: Queryable,
  siteId: string,
  locale: Locale,
  items: { type?: unknown; article_id?: unknown }[],
): Promise<{ featured: ArticleCard[]; regular: ArticleCard[] }> {
  const picks = items.filter((i): i is { type: string; article_id: number } => typeof i.article_id === 'number');
  if (picks.length === 0) {
    const latest = await listArticles(db, siteId, { locale, page: 1, limit: 4, order: 'desc', categories: [], withCategories: false });
    return { featured: latest.articles.slice(0, 1), regular: latest.articles.slice(1) };
  }
  const cards = await articlesByIds(db, siteId, locale, picks.map((p) => p.article_id));
  const typeOf = new Map(picks.map((p) => [p.article_id, p.type]));
  return {
    featured: cards.filter((c) => typeOf.get(c.id) === 'blog_article_featured_item'),
    regular: cards.filter((c) => typeOf.get(c.id) !== 'blog_article_featured_item'),
  };
}

/**
 * The blog blocks' data sources (registered in lib/cms/block-data.ts): the archive's first
 * page and the featured cards go into the block's fields. Publishing an article expires the
 * site's page tag; a change of an article's library image expires the blog's tag alone.
 */
export const blogBlockData: Record<string, BlockDataSource> = {
  [ARCHIVE_BLOCK]: {
    fill: async (db, siteId, locale, block) => ({ ...block, fields: { ...block.fields, articles_listing: await archiveListing(db, siteId, locale) } }),
    tags: (siteId) => [cacheTags.blog(siteId)],
  },
  [FEATURED_BLOCK]: {
    fill: async (db, siteId, locale, block) => {
      const items = Array.isArray(block.fields.items) ? (block.fields.items as { type?: unknown; article_id?: unknown }[]) : [];
      return { ...block, fields: { ...block.fields, cards: await featuredCards(db, siteId, locale, items) } };
    },
    tags: (siteId) => [cacheTags.blog(siteId)],
  },
};
