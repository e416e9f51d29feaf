import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { blogPostPath } from '@/lib/i18n/routes';
import { localizedHref } from '@/lib/cms/pages';
import { profilePath } from '@/lib/members/present';
import { listingPath } from '@/lib/listings/paths';
import { publicListingSql } from '@/lib/listings/where';
import { officePath } from '@/lib/offices/paths';

export interface SitemapEntry {
  /** Prefixed path per locale ({fr: '/fr/blogue', en: '/en/blog'}). */
  paths: Partial<Record<Locale, string>>;
  lastModified: Date;
}

/** Every published page, blog post, broker or team profile and office page of a site, with its path in each locale. */
export async function sitemapEntries(db: Queryable, siteId: string): Promise<SitemapEntry[]> {
  // Four reads at once (a pool runs them side by side): pages, posts, profiles, offices.
  const [pages, articles, members, officeRows] = await Promise.all([
    db.query<{ id: number; locale: Locale; path: string; published_at: Date }>(
      `select p.id, pp.locale, pp.path, p.published_at
         from pages p join page_paths pp on pp.page_id = p.id
        where p.site_id = $1 and p.published is not null and p.access = 'public'
        order by p.id, pp.locale`,
      [siteId],
    ),
    // A post's lastmod is its last edit (updated_at), never earlier than its publication date.
    db.query<{ id: number; slug: Partial<Record<Locale, string>>; locales: Locale[]; lastmod: Date }>(
      `select id, slug, locales, greatest(updated_at, published_at) as lastmod from articles
        where site_id = $1 and published and published_at <= now() order by id`,
      [siteId],
    ),
    // Profile pages of brokers and teams (members collection).
    db.query<{ slug: string; updated_at: Date }>(
      `select slug, updated_at from members where site_id = $1 and kind in ('broker', 'team') order by position, slug`,
      [siteId],
    ),
    // Office pages (offices collection).
    db.query<{ slug: string; updated_at: Date }>('select slug, updated_at from offices where site_id = $1 order by slug', [siteId]),
  ]);
  const byPage = new Map<number, SitemapEntry>();
  for (const row of pages) {
    const entry = byPage.get(row.id) ?? { paths: {}, lastModified: new Date(row.published_at) };
    entry.paths[row.locale] = localizedHref(row.locale, row.path);
    byPage.set(row.id, entry);
  }
  const posts = articles.map((a) => ({
    lastModified: new Date(a.lastmod),
    paths: Object.fromEntries(
      a.locales.filter((l) => a.slug[l]).map((l) => [l, localizedHref(l, blogPostPath(l, a.slug[l]!, a.id))]),
    ),
  }));
  const profiles = members.map((m) => ({
    lastModified: new Date(m.updated_at),
    paths: { fr: profilePath('fr', m.slug), en: profilePath('en', m.slug) },
  }));
  const offices = officeRows.map((o) => ({
    lastModified: new Date(o.updated_at),
    paths: { fr: officePath('fr', o.slug), en: officePath('en', o.slug) },
  }));
  return [...byPage.values(), ...posts, ...profiles, ...offices];
}

/** Listings per sitemap file: two URLs each (fr, en), within the 50,000-URL limit. */
export const LISTINGS_PER_FILE = 25_000;

export async function activeListingCount(db: Queryable): Promise<{ count: number; lastModified: Date | null }> {
  const rows = await db.query<{ n: number; last: Date | null }>(
    `select count(*)::int as n, max(l.listed_at) as last from listings l where ${publicListingSql('active')}`,
  );
  return { count: rows[0]?.n ?? 0, lastModified: rows[0]?.last ? new Date(rows[0].last) : null };
}

/** One file's worth of active listings (page 0, 1, ...), each with its fr and en paths. */
export async function listingSitemapEntries(db: Queryable, file: number): Promise<SitemapEntry[]> {
  const rows = await db.query<{ uls: number; slug: string; listed_at: Date }>(
    `select l.uls, l.slug, l.listed_at from listings l where ${publicListingSql('active')} order by l.uls limit $1 offset $2`,
    [LISTINGS_PER_FILE, file * LISTINGS_PER_FILE],
  );
  return rows.map((row) => ({
    lastModified: new Date(row.listed_at),
    paths: { fr: listingPath('fr', row.slug, row.uls), en: listingPath('en', row.slug, row.uls) },
  }));
}
