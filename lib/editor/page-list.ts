import type { Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import type { PagePaths } from './page-paths';

/** draft: never published; published: live and equal to the draft; changed: live, draft differs. */
export type PageStatus = 'draft' | 'published' | 'changed';

export interface PageSummary {
  id: number;
  title: Localized<string>;
  paths: PagePaths;
  status: PageStatus;
  version: number;
  updatedBy: string | null;
  updatedAt: string;
  publishedAt: string | null;
}

interface Row {
  id: number | string;
  title: Localized<string>;
  paths: PagePaths | null;
  never_published: boolean;
  changed: boolean;
  version: number;
  updated_by: string | null;
  updated_at: Date | string;
  published_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The site's CMS pages (not blog posts), most recently edited first. */
export async function listPages(db: Queryable, siteId: string): Promise<PageSummary[]> {
  const rows = await db.query<Row>(
    `select p.id, p.title, p.version, p.updated_by, p.updated_at, p.published_at,
            p.published is null as never_published,
            p.published is distinct from jsonb_build_object('content', p.content, 'title', p.title, 'seo', p.seo) as changed,
            (select jsonb_object_agg(pp.locale, pp.path) from page_paths pp where pp.page_id = p.id) as paths
       from pages p
      where p.site_id = $1 and p.kind = 'page'
      order by p.updated_at desc, p.id desc`,
    [siteId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    paths: row.paths ?? {},
    status: row.never_published ? 'draft' : row.changed ? 'changed' : 'published',
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: iso(row.updated_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
  }));
}
