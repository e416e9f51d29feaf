import { invalidateSitePages } from '@/lib/cache/invalidate';
import { createPage as insertPage } from '@/lib/cms/page-writes';
import type { Database, Queryable } from '@/lib/db/types';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';
import type { EditorRef } from './editor-ref';
import { getEditablePage } from './editable-page';
import { EditorError } from './errors';
import { assertPathsFree, type PagePaths } from './page-paths';
import { assertValidPaths } from './paths';

export interface NewEditorPage {
  siteId: string;
  paths: PagePaths;
  title: Localized<string>;
}

/** Creates an empty draft page with its French and English paths and titles. */
export async function createPage(db: Database, page: NewEditorPage, editor: EditorRef): Promise<number> {
  assertValidPaths(page.paths);
  return db.transaction(async (tx) => {
    await assertPathsFree(tx, page.siteId, page.paths);
    return insertPage(tx, { siteId: page.siteId, paths: page.paths, title: page.title, content: [], editor: editor.name });
  });
}

const copySuffix: Record<Locale, { path: string; title: string }> = {
  fr: { path: 'copie', title: 'copie' },
  en: { path: 'copy', title: 'copy' },
};

/** '/a-propos' -> '/a-propos-copie', then '-copie-2', ... until the site has no page there. */
async function freeCopyPath(db: Queryable, siteId: string, locale: Locale, path: string): Promise<string> {
  const base = path === '/' ? `/${copySuffix[locale].path}` : `${path}-${copySuffix[locale].path}`;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const rows = await db.query('select 1 from page_paths where site_id = $1 and locale = $2 and path = $3', [siteId, locale, candidate]);
    if (rows.length === 0) return candidate;
  }
}

/**
 * Copies the page's draft (content, title, SEO) into a new draft page. Paths default to
 * the original's with a "-copie"/"-copy" suffix; given paths must be free.
 */
export async function duplicatePage(
  db: Database,
  pageId: number,
  editor: EditorRef,
  options: { siteId?: string; paths?: PagePaths } = {},
): Promise<number> {
  const source = await getEditablePage(db, pageId, options.siteId);
  if (options.paths) assertValidPaths(options.paths);
  return db.transaction(async (tx) => {
    const paths: PagePaths = {};
    for (const locale of locales) {
      const given = options.paths?.[locale];
      const original = source.paths[locale];
      if (given !== undefined) paths[locale] = given;
      else if (original !== undefined) paths[locale] = await freeCopyPath(tx, source.siteId, locale, original);
    }
    await assertPathsFree(tx, source.siteId, paths);
    const title = Object.fromEntries(
      Object.entries(source.title).map(([locale, text]) => [locale, `${text} (${copySuffix[locale as Locale].title})`]),
    );
    const id = await insertPage(tx, {
      siteId: source.siteId,
      paths,
      title,
      seo: source.seo,
      content: source.content,
      editor: editor.name,
    });
    // Same blocks, same ids: the copy keeps the original's stale-translation flags.
    await tx.query('update pages set locale_changes = $2 where id = $1', [id, JSON.stringify(source.localeChanges)]);
    return id;
  });
}

/** Deletes the page, its paths, versions, variants and lock (cascades); the public page is gone at the next request. */
export async function deletePage(db: Queryable, pageId: number, siteId?: string): Promise<void> {
  const rows = await db.query<{ site_id: string }>(
    `delete from pages where id = $1 and kind = 'page' and ($2::text is null or site_id = $2) returning site_id`,
    [pageId, siteId ?? null],
  );
  const deleted = rows[0];
  if (!deleted) throw new EditorError('page_not_found', `Page ${pageId} does not exist on this site`, { pageId });
  invalidateSitePages(deleted.site_id);
}
