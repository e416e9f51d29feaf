import type { Block, Seo } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import type { ComparableVersion } from './compare-versions';
import { EditorError } from './errors';

/**
 * The two states a comparison reads: a kept version (by number for a page, by id for an
 * article) or the item as the editor has it now ('draft': the page's draft, the article's
 * pending draft or, without one, its live state). Site-scoped: another site's item or
 * version reads as not found.
 */
export type VersionRef = number | 'draft';

/** '3' -> 3, 'draft' -> 'draft'; anything else null (the route answers 400). */
export function parseVersionRef(raw: string | null): VersionRef | null {
  if (raw === 'draft') return 'draft';
  return raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

interface PageState {
  title: Localized<string> | null;
  seo: Seo | null;
  content: Block[] | null;
}

export async function readPageSide(db: Queryable, siteId: string, pageId: number, ref: VersionRef): Promise<ComparableVersion> {
  const rows =
    ref === 'draft'
      ? await db.query<PageState>(`select title, seo, content from pages where id = $1 and site_id = $2 and kind = 'page'`, [pageId, siteId])
      : await db.query<PageState>(
          `select v.snapshot->'title' as title, v.snapshot->'seo' as seo, v.snapshot->'content' as content
             from page_versions v join pages p on p.id = v.page_id and p.site_id = $3 and p.kind = 'page'
            where v.page_id = $1 and v.version = $2`,
          [pageId, ref, siteId],
        );
  const row = rows[0];
  if (!row) throw notFound(ref, { pageId });
  return { fields: { title: row.title ?? {}, seo: row.seo ?? {} }, blocks: row.content ?? [] };
}

export interface ArticleState {
  title: unknown;
  slug: unknown;
  excerpt: unknown;
  main_image: unknown;
  tags: unknown;
  author_id: unknown;
  published_at: unknown;
  category_ids: unknown;
  main_content: Localized<Block[]> | null;
}

export async function readArticleSide(db: Queryable, siteId: string, articleId: number, ref: VersionRef): Promise<ComparableVersion> {
  const rows =
    ref === 'draft'
      ? await db.query<{ state: ArticleState }>(
          `select coalesce(a.draft, jsonb_build_object('title', a.title, 'slug', a.slug, 'excerpt', a.excerpt, 'main_image', a.main_image,
                    'tags', coalesce(a.tags, '[]'), 'author_id', a.author_id, 'published_at', a.published_at::text, 'main_content', a.main_content,
                    'category_ids', coalesce((select jsonb_agg(c.category_id::int order by c.category_id) from article_categories c where c.article_id = a.id), '[]'))) as state
             from articles a where a.id = $1 and a.site_id = $2`,
          [articleId, siteId],
        )
      : await db.query<{ state: ArticleState }>(
          `select v.snapshot as state from article_versions v join articles a on a.id = v.article_id and a.site_id = $3
            where v.article_id = $1 and v.id = $2`,
          [articleId, ref, siteId],
        );
  const state = rows[0]?.state;
  if (!state) throw notFound(ref, { articleId });
  return articleComparable(state);
}

/** An article state (a version's snapshot, a draft, a submission) as a comparison side. */
export function articleComparable(state: ArticleState): ComparableVersion {
  // What an editor changes; the derived columns a pending draft carries (locales, read time) are left out.
  const { title, slug, excerpt, main_image, tags, author_id, published_at, category_ids } = state;
  // The date as one instant whatever its spelling (a version keeps the column's text, a draft the form's).
  const day = typeof published_at === 'string' && !Number.isNaN(Date.parse(published_at)) ? new Date(published_at).toISOString() : published_at;
  return { fields: { title, slug, excerpt, main_image, tags, author_id, published_at: day, category_ids }, blocks: state.main_content ?? {} };
}

function notFound(ref: VersionRef, details: Record<string, unknown>): EditorError {
  return ref === 'draft'
    ? new EditorError('page_not_found', 'No such item on this site', details)
    : new EditorError('version_not_found', `No version ${ref} of this item on this site`, { ...details, version: ref });
}
