import type { Queryable } from '@/lib/db/types';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';
import { forgetBlogCounts } from './count-memo';
import { contentWords, readTimeMinutes } from './read-time';

/** What an editor saves for an article (the seed writes the same shape). */
export interface ArticleInput {
  slug: Localized<string>;
  title: Localized<string>;
  excerpt: Localized<string>;
  main_content: Localized<unknown[]>;
  main_image: { url: string; alt?: Localized<string> } | null;
  tags: Localized<string>[];
  category_ids: number[];
  author_id: number | null;
  published_at: string;
  published: boolean;
}

/** Locales with main content, and the read time of each (stored so lists never parse blocks). */
export function derivedColumns(mainContent: Localized<unknown[]>): { locales: Locale[]; readTime: Localized<number> } {
  const present = locales.filter((l) => (mainContent[l]?.length ?? 0) > 0);
  return {
    locales: present,
    readTime: Object.fromEntries(present.map((l) => [l, readTimeMinutes(contentWords(mainContent[l], l))])),
  };
}

/** The list sizes of an article's main image (the same image: uploads are not resized). */
export function thumbnailsOf(image: { url: string } | null): { url_small?: string; url_large?: string } {
  return image ? { url_small: image.url, url_large: image.url } : {};
}

/** An article's categories replaced by `ids` (only the site's own categories are linked). */
export async function setCategories(db: Queryable, siteId: string, articleId: number, ids: number[]): Promise<void> {
  await db.query('delete from article_categories where article_id = $1', [articleId]);
  if (ids.length === 0) return;
  // Only the site's own categories: an id of another site is ignored, never linked.
  await db.query(
    `insert into article_categories (article_id, category_id)
     select $1, c.id from blog_categories c where c.site_id = $2 and c.id = any($3::bigint[])`,
    [articleId, siteId, ids],
  );
}

export async function insertArticle(db: Queryable, siteId: string, input: ArticleInput): Promise<number> {
  forgetBlogCounts();
  const { locales: present, readTime } = derivedColumns(input.main_content);
  const rows = await db.query<{ id: number }>(
    `insert into articles (site_id, slug, title, excerpt, main_content, main_image, thumbnails, tags, author_id,
       published_at, published, locales, read_time, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, least(now(), $10::timestamptz)) returning id`,
    [
      siteId, JSON.stringify(input.slug), JSON.stringify(input.title), JSON.stringify(input.excerpt),
      JSON.stringify(input.main_content), JSON.stringify(input.main_image),
      JSON.stringify(thumbnailsOf(input.main_image)),
      JSON.stringify(input.tags), input.author_id, input.published_at, input.published, present, JSON.stringify(readTime),
    ],
  );
  const id = Number(rows[0]!.id);
  await setCategories(db, siteId, id, input.category_ids);
  return id;
}

export async function setPublished(db: Queryable, siteId: string, id: number, published: boolean): Promise<boolean> {
  forgetBlogCounts();
  const rows = await db.query('update articles set published = $3, updated_at = now() where id = $1 and site_id = $2 returning id', [
    id, siteId, published,
  ]);
  return rows.length > 0;
}

export async function deleteArticle(db: Queryable, siteId: string, id: number): Promise<boolean> {
  forgetBlogCounts();
  const rows = await db.query('delete from articles where id = $1 and site_id = $2 returning id', [id, siteId]);
  return rows.length > 0;
}

export async function insertCategory(db: Queryable, siteId: string, label: Localized<string>, position: number): Promise<number> {
  forgetBlogCounts();
  const rows = await db.query<{ id: number }>(
    'insert into blog_categories (site_id, label, position) values ($1, $2, $3) returning id',
    [siteId, JSON.stringify(label), position],
  );
  return Number(rows[0]!.id);
}

export async function insertAuthor(
  db: Queryable,
  siteId: string,
  author: { name: string; avatar: { url: string } | null; role: Localized<string>; bio: Localized<string> },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'insert into blog_authors (site_id, name, avatar, role, bio) values ($1, $2, $3, $4, $5) returning id',
    [siteId, author.name, JSON.stringify(author.avatar), JSON.stringify(author.role), JSON.stringify(author.bio)],
  );
  return Number(rows[0]!.id);
}

/** Every article of a site for the editors' list (drafts included), newest first. */
export async function listAllArticles(db: Queryable, siteId: string) {
  return db.query<{
    id: number; title: Localized<string>; slug: Localized<string>; locales: Locale[]; published: boolean;
    published_at: Date; updated_at: Date; categories: Localized<string>[] | null; author: string | null; has_draft: boolean;
  }>(
    `select a.id, a.title, a.slug, a.locales, a.published, a.published_at, a.updated_at, au.name as author, a.draft is not null as has_draft,
       (select json_agg(c.label order by c.position) from article_categories ac join blog_categories c on c.id = ac.category_id
         where ac.article_id = a.id) as categories
       from articles a left join blog_authors au on au.id = a.author_id
      where a.site_id = $1 order by a.published_at desc, a.id desc`,
    [siteId],
  );
}
