import type { Queryable } from '@/lib/db/types';
import { pick, type Locale, type Localized } from '@/lib/i18n/locales';
import { withCurrentMediaUrls } from '@/lib/media/resolve';
import { articleSource, visibleArticle } from './article-source';
import { CARD_COLUMNS, toCard, type CardRow } from './service';
import type { ArticleCard } from './types';

/** What the post page shows around its main content (header, author block, JSON-LD). */
export interface BlogPost extends ArticleCard {
  locale: Locale;
  /** Locales in which the post has main content (blog language guard). */
  available: Locale[];
  updated_at: string;
  author_details: { role: string; bio: string } | null;
}

interface PostRow extends CardRow {
  locales: Locale[];
  updated_at: Date | string;
  author_role: Localized<string> | null;
  author_bio: Localized<string> | null;
}

/**
 * A published post in one language, or null (unknown, unpublished, future, or no content
 * there). With `preview`, the article's pending draft, published or not (lib/blog/article-source.ts).
 */
export async function getPost(db: Queryable, siteId: string, id: number, locale: Locale, preview = false): Promise<BlogPost | null> {
  const rows = await db.query<PostRow>(
    `select ${CARD_COLUMNS}, a.locales, a.updated_at, au.role as author_role, au.bio as author_bio
       from ${articleSource(preview)} a left join blog_authors au on au.id = a.author_id
      where a.id = $1 and a.site_id = $2 and ${visibleArticle(preview)} and $3 = any(a.locales)`,
    [id, siteId, locale],
  );
  // The article keeps its library image as {url, alt, media_id}: a replaced file shows at its new address.
  const row = rows[0] && (await withCurrentMediaUrls(db, siteId, rows[0]));
  if (!row) return null;
  return {
    ...toCard(row, locale),
    locale,
    available: row.locales,
    updated_at: new Date(row.updated_at).toISOString(),
    author_details: row.author_role || row.author_bio
      ? { role: pick(row.author_role, locale) ?? '', bio: pick(row.author_bio, locale) ?? '' }
      : null,
  };
}
