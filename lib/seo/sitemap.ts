import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { blogPostPath } from '@/lib/i18n/routes';
import { localizedHref } from '@/lib/cms/pages';
import { listingPath } from '@/lib/listings/paths';

export interface SitemapEntry {
  /** Prefixed path per locale ({fr: '/fr/blogue', en: '/en/blog'}). */
  paths: Partial<Record<Locale, string>>;
  lastModified: Date;
}

/** Every published page and blog post of a site, with its path in each locale. */
export async function sitemapEntries(db: Queryable, siteId: string): Promise<SitemapEntry[]> {
  const pages = await db.query<{ id: number; locale: Locale; path: string; published_at: Date }>(
    `select p.id, pp.locale, pp.path, p.published_at
       from pages p join page_paths pp on pp.page_id = p.id
      where p.site_id = $1 and p.published is not null and p.access = 'public'
      order by p.id, pp.locale`,
    [siteId],
  );
  const byPage = new Map<number, SitemapEntry>();
  for (const row of pages) {
    const entry = byPage.get(row.id) ?? { paths: {}, lastModified: new Date(row.published_at) };
    entry.paths[row.locale] = localizedHref(row.locale, row.path);
    byPage.set(row.id, entry);
  }
  const articles = await db.query<{ id: number; slug: Partial<Record<Locale, string>>; main_content: Partial<Record<Locale, unknown[]>>; published_at: Date }>(
    'select id, slug, main_content, published_at from articles where site_id = $1 and published_at <= now() order by id',
    [siteId],
  );
  const posts = articles.map((a) => ({
    lastModified: new Date(a.published_at),
    paths: Object.fromEntries(
      (Object.keys(a.slug) as Locale[])
        .filter((l) => (a.main_content[l]?.length ?? 0) > 0)
        .map((l) => [l, localizedHref(l, blogPostPath(l, a.slug[l]!, a.id))]),
    ),
  }));
  return [...byPage.values(), ...posts];
}

/** Listings per sitemap file: two URLs each (fr, en), within the 50,000-URL limit. */
export const LISTINGS_PER_FILE = 25_000;

export async function activeListingCount(db: Queryable): Promise<{ count: number; lastModified: Date | null }> {
  const rows = await db.query<{ n: number; last: Date | null }>(
    "select count(*)::int as n, max(listed_at) as last from listings where status = 'active'",
  );
  return { count: rows[0]?.n ?? 0, lastModified: rows[0]?.last ? new Date(rows[0].last) : null };
}

/** One file's worth of active listings (page 0, 1, ...), each with its fr and en paths. */
export async function listingSitemapEntries(db: Queryable, file: number): Promise<SitemapEntry[]> {
  const rows = await db.query<{ uls: number; slug: string; listed_at: Date }>(
    "select uls, slug, listed_at from listings where status = 'active' order by uls limit $1 offset $2",
    [LISTINGS_PER_FILE, file * LISTINGS_PER_FILE],
  );
  return rows.map((row) => ({
    lastModified: new Date(row.listed_at),
    paths: { fr: listingPath('fr', row.slug, row.uls), en: listingPath('en', row.slug, row.uls) },
  }));
}
