import { z } from 'zod';
import type { Block } from '@/lib/cms/types';
import type { Database, Queryable } from '@/lib/db/types';
import { validateBlocks, type BlockIssue } from '@/lib/editor/validate-blocks';
import { blockBody } from '@/lib/editor/api-schemas';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';
import { invalidateBlog } from './invalidate';
import { derivedColumns } from './writes';

/**
 * Editing an article in /qa/articles: its details (titles, slugs, excerpt, image, categories,
 * author, date, published), and its main content per language composed with Puck
 * (/qa/articles/{id}/content?locale=fr). Every save first keeps the article as it was in
 * article_versions, so any earlier state can be restored; an unpublished article is a draft
 * no visitor sees. Writes run in one transaction and refresh the pages that show articles.
 */

const text = (max: number) => z.string().trim().max(max).refine((s) => !s.includes('\u0000'), 'NUL character');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes').max(120);
const localized = <T extends z.ZodType>(inner: T) => z.object({ fr: inner.optional(), en: inner.optional() });

export const articleDetailsSchema = z
  .object({
    title: localized(text(200)).refine((t) => Boolean(t.fr || t.en), 'a French or English title is required'),
    slug: localized(slug),
    excerpt: localized(text(600)).default({}),
    main_image: z.object({ url: text(2048).min(1), alt: localized(text(300)).optional() }).nullable().default(null),
    category_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(20).default([]),
    tags: z.array(localized(text(40)).refine((t) => Boolean(t.fr || t.en), 'a tag needs a French or English name')).max(20).default([]),
    author_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
    published_at: z.iso.date().or(z.iso.datetime({ offset: true })),
    published: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    for (const locale of locales) {
      if (v.title[locale] && !v.slug[locale]) ctx.addIssue({ code: 'custom', path: ['slug', locale], message: 'a slug is required for each language that has a title' });
    }
  });
export type ArticleDetailsInput = z.input<typeof articleDetailsSchema>;
export type ArticleDetails = z.output<typeof articleDetailsSchema>;

export const articleContentSchema = z.object({ locale: z.enum(locales), blocks: z.array(blockBody).max(200) });

export class ArticleNotFound extends Error {}

/** What a version keeps: everything an editor can change. */
interface Snapshot extends Omit<ArticleDetails, 'published_at'> {
  published_at: string;
  main_content: Localized<unknown[]>;
}

async function snapshotOf(tx: Queryable, siteId: string, id: number, lock = true): Promise<Snapshot> {
  const rows = await tx.query<Snapshot>(
    `select a.title, a.slug, a.excerpt, a.main_image, coalesce(a.tags, '[]') as tags, a.author_id::int as author_id, a.published_at::text as published_at, a.published,
            a.main_content, coalesce((select array_agg(c.category_id::int order by c.category_id) from article_categories c where c.article_id = a.id), '{}') as category_ids
       from articles a where a.id = $1 and a.site_id = $2${lock ? ' for update' : ''}`,
    [id, siteId],
  );
  if (!rows[0]) throw new ArticleNotFound(`No article ${id} on this site`);
  return rows[0];
}

async function keepVersion(tx: Queryable, siteId: string, id: number, by: string): Promise<void> {
  const snapshot = await snapshotOf(tx, siteId, id);
  await tx.query('insert into article_versions (article_id, snapshot, created_by) values ($1, $2, $3)', [id, JSON.stringify(snapshot), by]);
}

async function setCategories(tx: Queryable, siteId: string, id: number, ids: number[]): Promise<void> {
  await tx.query('delete from article_categories where article_id = $1', [id]);
  await tx.query(
    `insert into article_categories (article_id, category_id)
     select $1, c.id from blog_categories c where c.site_id = $2 and c.id = any($3::bigint[])`,
    [id, siteId, ids],
  );
}

async function writeDetails(tx: Queryable, siteId: string, id: number, d: Omit<Snapshot, 'main_content'>): Promise<void> {
  await tx.query(
    `update articles set title = $3, slug = $4, excerpt = $5, main_image = $6, thumbnails = $7, author_id = $8,
       published_at = $9, published = $10, tags = $11, updated_at = now()
     where id = $1 and site_id = $2`,
    [
      id, siteId, JSON.stringify(d.title), JSON.stringify(d.slug), JSON.stringify(d.excerpt), JSON.stringify(d.main_image),
      JSON.stringify(d.main_image ? { url_small: d.main_image.url, url_large: d.main_image.url } : {}),
      d.author_id, d.published_at, d.published, JSON.stringify(d.tags ?? []),
    ],
  );
  await setCategories(tx, siteId, id, d.category_ids);
}

async function writeContent(tx: Queryable, id: number, content: Localized<unknown[]>): Promise<void> {
  const { locales: present, readTime } = derivedColumns(content);
  await tx.query('update articles set main_content = $2, locales = $3, read_time = $4, updated_at = now() where id = $1', [
    id, JSON.stringify(content), present, JSON.stringify(readTime),
  ]);
}

/** A new article (no content yet, unpublished unless said otherwise); returns its id. */
export async function createArticle(db: Database, siteId: string, input: ArticleDetailsInput): Promise<number> {
  const d = articleDetailsSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `insert into articles (site_id, slug, title, excerpt, main_content, published_at, published) values ($1, '{}', '{}', '{}', '{}', $2, false)
       returning id::int as id`,
      [siteId, d.published_at],
    );
    const articleId = Number(rows[0]!.id);
    await writeDetails(tx, siteId, articleId, d);
    return articleId;
  });
  invalidateBlog(siteId);
  return id;
}

/** Saves the details, keeping the previous state as a version. */
export async function updateArticleDetails(db: Database, siteId: string, id: number, input: ArticleDetailsInput, by: string): Promise<void> {
  const d = articleDetailsSchema.parse(input);
  await db.transaction(async (tx) => {
    await keepVersion(tx, siteId, id, by);
    await writeDetails(tx, siteId, id, d);
  });
  invalidateBlog(siteId);
}

/** Saves one language's main content (blocks validated like a page's), keeping the previous state as a version. */
export async function saveArticleContent(
  db: Database,
  siteId: string,
  id: number,
  locale: Locale,
  blocks: Block[],
  by: string,
): Promise<{ saved: true } | { saved: false; problems: BlockIssue[] }> {
  const problems = validateBlocks(blocks);
  if (problems.length > 0) return { saved: false, problems };
  await db.transaction(async (tx) => {
    await keepVersion(tx, siteId, id, by);
    const current = (await snapshotOf(tx, siteId, id)).main_content ?? {};
    await writeContent(tx, id, { ...current, [locale]: blocks });
  });
  invalidateBlog(siteId);
  return { saved: true };
}

export interface ArticleVersion {
  id: number;
  created_by: string;
  created_at: string;
}

export async function listArticleVersions(db: Queryable, siteId: string, id: number): Promise<ArticleVersion[]> {
  return db.query<ArticleVersion>(
    `select v.id::int as id, v.created_by, v.created_at::text as created_at from article_versions v
       join articles a on a.id = v.article_id and a.site_id = $2
      where v.article_id = $1 order by v.id desc limit 50`,
    [id, siteId],
  );
}

/** Puts an earlier version back (details and content); the state it replaces becomes a version too. */
export async function restoreArticleVersion(db: Database, siteId: string, id: number, versionId: number, by: string): Promise<boolean> {
  const restored = await db.transaction(async (tx) => {
    const rows = await tx.query<{ snapshot: Snapshot }>(
      `select v.snapshot from article_versions v join articles a on a.id = v.article_id and a.site_id = $3 where v.id = $1 and v.article_id = $2`,
      [versionId, id, siteId],
    );
    const snapshot = rows[0]?.snapshot;
    if (!snapshot) return false;
    await keepVersion(tx, siteId, id, by);
    await writeDetails(tx, siteId, id, snapshot);
    await writeContent(tx, id, snapshot.main_content ?? {});
    return true;
  });
  if (restored) invalidateBlog(siteId);
  return restored;
}

/** The article as the editor shows it (details and content), or null. */
export async function findArticleForEditor(db: Queryable, siteId: string, id: number): Promise<Snapshot | null> {
  try {
    return await snapshotOf(db, siteId, id, false);
  } catch (error) {
    if (error instanceof ArticleNotFound) return null;
    throw error;
  }
}

/** Authors an article can be signed by. */
export async function listAuthorsForEditor(db: Queryable, siteId: string): Promise<{ id: number; name: string }[]> {
  return db.query('select id::int as id, name from blog_authors where site_id = $1 order by name', [siteId]);
}
