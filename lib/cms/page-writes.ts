import type { Block } from '@/lib/cms/types';
import type { Queryable } from '@/lib/db/types';
import type { Locale, Localized } from '@/lib/i18n/locales';
import { normalizePath } from '@/lib/i18n/routes';
import type { Seo } from './types';

export interface NewPage {
  siteId: string;
  paths: Partial<Record<Locale, string>>;
  title: Localized<string>;
  content: Block[];
  seo?: Seo;
  kind?: 'page' | 'blog_post';
  access?: 'public' | 'forbidden';
  editor?: string | null;
}

/** Creates a draft page with its localised paths. Run inside a transaction. */
export async function createPage(tx: Queryable, page: NewPage): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into pages (site_id, kind, title, seo, content, access, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      page.siteId,
      page.kind ?? 'page',
      JSON.stringify(page.title),
      JSON.stringify(page.seo ?? {}),
      JSON.stringify(page.content),
      page.access ?? 'public',
      page.editor ?? null,
    ],
  );
  const id = rows[0]!.id;
  for (const [locale, path] of Object.entries(page.paths)) {
    await tx.query('insert into page_paths (site_id, locale, path, page_id) values ($1, $2, $3, $4)', [
      page.siteId,
      locale,
      normalizePath(path),
      id,
    ]);
  }
  return id;
}

/**
 * Publishes the page's current draft: the snapshot the public site serves, plus a
 * version row for history. Run inside a transaction; the caller invalidates the cache tag.
 */
export async function publishPage(tx: Queryable, pageId: number, editor: string | null = null): Promise<number> {
  const rows = await tx.query<{ version: number }>(
    `update pages
        set published = jsonb_build_object('content', content, 'title', title, 'seo', seo),
            status = 'published', published_at = now(), updated_at = now(),
            version = version + 1, updated_by = coalesce($2, updated_by)
      where id = $1
      returning version`,
    [pageId, editor],
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error(`page ${pageId} not found`);
  await tx.query(
    // The version keeps the draft's per-locale change record (not published): a restore
    // brings back the stale-translation flags as they were (lib/editor/versions.ts).
    `insert into page_versions (page_id, version, snapshot, created_by)
     select id, version, published || jsonb_build_object('locale_changes', locale_changes), $2 from pages where id = $1`,
    [pageId, editor],
  );
  return version;
}
