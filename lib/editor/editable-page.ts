import type { Block } from '@/lib/content/types';
import type { Seo } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import { EditorError } from './errors';
import type { LocaleChanges } from './locale-changes';
import { readPagePaths, type PagePaths } from './page-paths';

/** A page as the editor opens it: the draft, its paths and the version to save against. */
export interface EditablePage {
  id: number;
  siteId: string;
  title: Localized<string>;
  seo: Seo;
  content: Block[];
  paths: PagePaths;
  version: number;
  status: 'draft' | 'published';
  updatedBy: string | null;
  updatedAt: string;
  /** When each locale of each block last changed, for the stale-translation flags. */
  localeChanges: LocaleChanges;
}

interface Row {
  id: number | string;
  site_id: string;
  title: Localized<string>;
  seo: Seo;
  content: Block[];
  version: number;
  status: 'draft' | 'published';
  updated_by: string | null;
  updated_at: Date | string;
  locale_changes: LocaleChanges | null;
}

/** The page, or page_not_found (404), also when it belongs to another site than siteId. */
export async function getEditablePage(db: Queryable, pageId: number, siteId?: string): Promise<EditablePage> {
  const rows = await db.query<Row>(
    `select id, site_id, title, seo, content, version, status, updated_by, updated_at, locale_changes
       from pages where id = $1 and kind = 'page'`,
    [pageId],
  );
  const row = rows[0];
  if (!row || (siteId !== undefined && row.site_id !== siteId)) {
    throw new EditorError('page_not_found', `Page ${pageId} does not exist on this site`, { pageId });
  }
  return {
    id: Number(row.id),
    siteId: row.site_id,
    title: row.title,
    seo: row.seo,
    content: row.content,
    paths: await readPagePaths(db, pageId),
    version: row.version,
    status: row.status,
    updatedBy: row.updated_by,
    updatedAt: new Date(row.updated_at).toISOString(),
    localeChanges: row.locale_changes ?? {},
  };
}
