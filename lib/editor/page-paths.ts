import type { Queryable } from '@/lib/db/types';
import { locales, type Locale } from '@/lib/i18n/locales';
import { EditorError, isUniqueViolation } from './errors';
import { assertValidPaths } from './paths';

export type PagePaths = Partial<Record<Locale, string>>;

/** The page's paths by locale. */
export async function readPagePaths(db: Queryable, pageId: number): Promise<PagePaths> {
  const rows = await db.query<{ locale: Locale; path: string }>('select locale, path from page_paths where page_id = $1', [pageId]);
  return Object.fromEntries(rows.map((row) => [row.locale, row.path]));
}

/** Throws path_taken (409) when another page of the site already answers one of the paths. */
export async function assertPathsFree(db: Queryable, siteId: string, paths: PagePaths, exceptPageId?: number): Promise<void> {
  for (const locale of locales) {
    const path = paths[locale];
    if (path === undefined) continue;
    const rows = await db.query<{ page_id: number }>(
      'select page_id from page_paths where site_id = $1 and locale = $2 and path = $3 and page_id <> $4',
      [siteId, locale, path, exceptPageId ?? -1],
    );
    if (rows.length > 0) {
      throw new EditorError('path_taken', `Another page already uses the ${locale} path "${path}"`, { locale, path });
    }
  }
}

/**
 * Sets the page's path for each given locale (validated, unique per site and locale).
 * Run inside a transaction. A race lost to the unique index is the same 409.
 */
export async function writePagePaths(tx: Queryable, siteId: string, pageId: number, paths: PagePaths): Promise<void> {
  assertValidPaths(paths);
  await assertPathsFree(tx, siteId, paths, pageId);
  for (const locale of locales) {
    const path = paths[locale];
    if (path === undefined) continue;
    try {
      await tx.query(
        `insert into page_paths (site_id, locale, path, page_id) values ($1, $2, $3, $4)
         on conflict (page_id, locale) do update set path = excluded.path`,
        [siteId, locale, path, pageId],
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new EditorError('path_taken', `Another page already uses the ${locale} path "${path}"`, { locale, path });
      }
      throw error;
    }
  }
}
