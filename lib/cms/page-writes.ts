import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { Locale, Localized } from '@/lib/i18n/locales';
import { normalizePath } from '@/lib/i18n/routes';
import type { Seo } from '@/lib/content/types';

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
/** The page's last published version number (1, 2, 3… per page), or 0 before any publish. */
export async function lastPublishedVersion(tx: Queryable, pageId: number): Promise<number> {
  const rows = await tx.query<{ n: number }>('select coalesce(max(version), 0)::int as n from page_versions where page_id = $1', [pageId]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Publishes the draft. Returns the page's lock version (pages.version, bumped by every
 * draft save, what the editor sends back as expectedVersion). The published version gets
 * its own number, one more than the last (a first publish is Version 1 however many
 * saves came before; numbering by the lock version gave 3, 5, 7).
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
     select id, (select coalesce(max(v.version), 0) + 1 from page_versions v where v.page_id = $1),
            published || jsonb_build_object('locale_changes', locale_changes), $2
       from pages where id = $1`,
    [pageId, editor],
  );
  return version;
}

/** A page state frozen apart from the draft (a submission for approval). */
export interface PageSnapshot {
  title: Localized<string>;
  seo: Seo;
  content: Block[];
}

/**
 * Publishes a frozen state rather than the draft (an approved submission): the draft and its
 * lock version are left as they are, so an author still editing keeps their work and gets no
 * conflict. Returns the new published version's number. Run inside a transaction; the caller
 * invalidates the cache tag.
 */
export async function publishPageSnapshot(tx: Queryable, pageId: number, snapshot: PageSnapshot, editor: string | null = null): Promise<number> {
  const published = JSON.stringify({ content: snapshot.content, title: snapshot.title, seo: snapshot.seo });
  const rows = await tx.query<{ id: number }>(
    `update pages set published = $2::jsonb, status = 'published', published_at = now(), updated_at = now() where id = $1 returning id`,
    [pageId, published],
  );
  if (rows.length === 0) throw new Error(`page ${pageId} not found`);
  const inserted = await tx.query<{ version: number }>(
    `insert into page_versions (page_id, version, snapshot, created_by)
     select id, (select coalesce(max(v.version), 0) + 1 from page_versions v where v.page_id = $1),
            $2::jsonb || jsonb_build_object('locale_changes', locale_changes), $3
       from pages where id = $1
     returning version`,
    [pageId, published, editor],
  );
  return Number(inserted[0]!.version);
}
