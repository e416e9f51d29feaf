import type { Block } from '@/lib/content/types';
import type { Seo } from '@/lib/content/types';
import type { Database, Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import type { EditorRef } from './editor-ref';
import { EditorError } from './errors';
import { nextLocaleChanges, type LocaleChanges } from './locale-changes';
import { writePagePaths, type PagePaths } from './page-paths';

export interface DraftInput {
  content: Block[];
  title: Localized<string>;
  seo: Seo;
  paths?: PagePaths;
}

export interface SavedDraft {
  version: number;
  updatedAt: string;
  /** Per block and locale, when its localised values last changed (stale-translation flags). */
  localeChanges: LocaleChanges;
}

/**
 * The version the editor's save was based on is no longer the page's: someone saved
 * (or published, or restored) in between. Names who, when, and the current version.
 */
export async function versionConflict(db: Queryable, pageId: number, siteId?: string): Promise<EditorError> {
  const rows = await db.query<{ version: number; updated_by: string | null; updated_at: Date | string; site_id: string }>(
    `select version, updated_by, updated_at, site_id from pages where id = $1 and kind = 'page'`,
    [pageId],
  );
  const row = rows[0];
  if (!row || (siteId !== undefined && row.site_id !== siteId)) {
    return new EditorError('page_not_found', `Page ${pageId} does not exist on this site`, { pageId });
  }
  const updatedAt = new Date(row.updated_at).toISOString();
  const who = row.updated_by ?? 'another editor';
  return new EditorError('version_conflict', `This page was saved by ${who} at ${updatedAt} since you opened it`, {
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt,
  });
}

/**
 * Saves the draft with optimistic locking: it applies only if pages.version still equals
 * expectedVersion, else version_conflict (409) names who saved last, so a second editor
 * never silently overwrites the first. Each save bumps the version, and records which
 * locales of which blocks changed against the previous draft (pages.locale_changes).
 */
export async function saveDraft(
  db: Database,
  pageId: number,
  draft: DraftInput,
  options: { editor: EditorRef; expectedVersion: number; siteId?: string; now?: Date },
): Promise<SavedDraft> {
  return db.transaction(async (tx) => {
    // for update: two saves on the same version must not both diff against this content.
    const current = await tx.query<{ content: Block[] | null; locale_changes: LocaleChanges | null }>(
      `select content, locale_changes from pages
        where id = $1 and version = $2 and kind = 'page' and ($3::text is null or site_id = $3)
        for update`,
      [pageId, options.expectedVersion, options.siteId ?? null],
    );
    const previous = current[0];
    if (!previous) throw await versionConflict(tx, pageId, options.siteId);
    const now = (options.now ?? new Date()).toISOString();
    const localeChanges = nextLocaleChanges(previous.content ?? [], draft.content, previous.locale_changes ?? {}, now);
    const rows = await tx.query<{ version: number; updated_at: Date | string; site_id: string }>(
      `update pages set content = $3, title = $4, seo = $5, updated_by = $6, locale_changes = $8,
              version = version + 1, updated_at = now()
        where id = $1 and version = $2 and kind = 'page' and ($7::text is null or site_id = $7)
        returning version, updated_at, site_id`,
      [
        pageId,
        options.expectedVersion,
        JSON.stringify(draft.content),
        JSON.stringify(draft.title),
        JSON.stringify(draft.seo),
        options.editor.name,
        options.siteId ?? null,
        JSON.stringify(localeChanges),
      ],
    );
    const row = rows[0];
    if (!row) throw await versionConflict(tx, pageId, options.siteId);
    if (draft.paths) await writePagePaths(tx, row.site_id, pageId, draft.paths);
    return { version: row.version, updatedAt: new Date(row.updated_at).toISOString(), localeChanges };
  });
}
