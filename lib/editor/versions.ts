import type { Block } from '@/lib/content/types';
import type { Database, Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import type { EditorRef } from './editor-ref';
import { EditorError } from './errors';
import { restoredLocaleChanges, type LocaleChanges } from './locale-changes';

export interface PageVersionSummary {
  version: number;
  createdBy: string | null;
  createdAt: string;
  title: Localized<string>;
  blockCount: number;
}

/** The page's published versions, newest first: who published and when. */
export async function listVersions(db: Queryable, pageId: number): Promise<PageVersionSummary[]> {
  const rows = await db.query<{
    version: number;
    created_by: string | null;
    created_at: Date | string;
    title: Localized<string> | null;
    block_count: number | string | null;
  }>(
    `select version, created_by, created_at, snapshot->'title' as title,
            jsonb_array_length(coalesce(snapshot->'content', '[]'::jsonb)) as block_count
       from page_versions where page_id = $1 order by version desc`,
    [pageId],
  );
  return rows.map((row) => ({
    version: row.version,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    title: row.title ?? {},
    blockCount: Number(row.block_count ?? 0),
  }));
}

/**
 * Copies a published version back into the draft (content, title, SEO) and bumps the
 * page version, so editors holding the older one get a conflict instead of overwriting
 * it. The public page does not change until the draft is published. The per-locale
 * change record (pages.locale_changes, the stale-translation flags) is the version's own
 * when it was published with one, else the draft's brought forward by saveDraft's rule
 * (restoredLocaleChanges).
 */
export async function restoreVersion(
  db: Database,
  pageId: number,
  version: number,
  editor: EditorRef,
  options: { now?: Date } = {},
): Promise<{ version: number; localeChanges: LocaleChanges }> {
  return db.transaction(async (tx) => {
    // for update: a save in between must not diff against content the restore replaces.
    const rows = await tx.query<{ content: Block[] | null; locale_changes: LocaleChanges | null; restored: Block[] | null; restored_changes: LocaleChanges | null }>(
      `select p.content, p.locale_changes, v.snapshot->'content' as restored, v.snapshot->'locale_changes' as restored_changes
         from pages p join page_versions v on v.page_id = p.id and v.version = $2
        where p.id = $1
          for update of p`,
      [pageId, version],
    );
    const current = rows[0];
    if (!current) throw new EditorError('version_not_found', `Page ${pageId} has no version ${version}`, { pageId, version });
    const now = (options.now ?? new Date()).toISOString();
    const localeChanges = restoredLocaleChanges(current.content ?? [], current.restored ?? [], current.locale_changes ?? {}, current.restored_changes, now);
    const updated = await tx.query<{ version: number }>(
      `update pages p
          set content = coalesce(v.snapshot->'content', '[]'::jsonb),
              title = coalesce(v.snapshot->'title', '{}'::jsonb),
              seo = coalesce(v.snapshot->'seo', '{}'::jsonb),
              locale_changes = $4,
              version = p.version + 1, updated_by = $3, updated_at = now()
         from page_versions v
        where p.id = $1 and v.page_id = p.id and v.version = $2
        returning p.version`,
      [pageId, version, editor.name, JSON.stringify(localeChanges)],
    );
    const row = updated[0];
    if (!row) throw new EditorError('version_not_found', `Page ${pageId} has no version ${version}`, { pageId, version });
    return { version: row.version, localeChanges };
  });
}
