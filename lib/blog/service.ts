import { rememberCount } from './count-memo';
import type { Queryable } from '@/lib/db/types';
import { pick, type Locale, type Localized } from '@/lib/i18n/locales';
import { blogPostPath } from '@/lib/i18n/routes';
import { withCurrentMediaUrls } from '@/lib/media/resolve';
import type { ArticleCard, ArticleList, ArticleListQuery, BlogCategory } from './types';

/**
 * The articles service: published articles of a site in one language, paged and ordered,
 * filtered by categories, with the count per category. Shared by the API, the archive's
 * server data, the featured-post block and the RSS feed.
 */

export interface CardRow {
  id: number;
  slug: Localized<string>;
  title: Localized<string>;
  excerpt: Localized<string>;
  main_image: { url: string; alt?: Localized<string> } | null;
  thumbnails: { url_small?: string; url_large?: string } | null;
  read_time: Localized<number>;
  tags: Localized<string>[] | null;
  published_at: Date | string;
  author_name: string | null;
  author_avatar: { url: string } | null;
  categories: { id: number | string; label: Localized<string> }[] | null;
}

/** Visible to the public in a language: published, dated in the past, with content there. */
const VISIBLE = `a.site_id = $1 and a.published and a.published_at <= now() and $2 = any(a.locales)`;

export const CARD_COLUMNS = `a.id, a.slug, a.title, a.excerpt, a.main_image, a.thumbnails, a.read_time, a.tags, a.published_at,
  au.name as author_name, au.avatar as author_avatar,
  (select json_agg(json_build_object('id', c.id, 'label', c.label) order by c.position, c.id)
     from article_categories ac join blog_categories c on c.id = ac.category_id
    where ac.article_id = a.id) as categories`;

export function toCard(row: CardRow, locale: Locale): ArticleCard {
  const slug = row.slug[locale] ?? '';
  const categories = (row.categories ?? []).map((c) => ({ id: Number(c.id), label: pick(c.label, locale) ?? '' }));
  const image = row.thumbnails?.url_large ?? row.main_image?.url;
  return {
    id: Number(row.id),
    slug,
    path: `/${locale}${blogPostPath(locale, slug, row.id)}`,
    title: row.title[locale] ?? '',
    excerpt: row.excerpt[locale] ?? '',
    thumbnails: image ? { url_small: row.thumbnails?.url_small ?? image, url_large: image } : null,
    image_alt: pick(row.main_image?.alt, locale) ?? '',
    author: row.author_name ? { name: row.author_name, thumbnail: row.author_avatar?.url ?? null } : null,
    categories,
    category: categories[0]?.label ?? null,
    published_at: new Date(row.published_at).toISOString(),
    read_time: row.read_time,
    tags: (row.tags ?? []).map((t) => pick(t, locale) ?? '').filter(Boolean),
  };
}

/** One page of published articles in a language (spec 001 GET /articles). */
export async function listArticles(db: Queryable, siteId: string, query: ArticleListQuery): Promise<ArticleList> {
  const params: unknown[] = [siteId, query.locale];
  let where = VISIBLE;
  if (query.categories.length > 0) {
    params.push(query.categories);
    where += ` and exists (select 1 from article_categories f where f.article_id = a.id and f.category_id = any($${params.length}::bigint[]))`;
  }
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const offset = (query.page - 1) * query.limit;
  const [rows, count, categories] = await Promise.all([
    db.query<CardRow>(
      `select ${CARD_COLUMNS} from articles a left join blog_authors au on au.id = a.author_id
        where ${where} order by a.published_at ${direction}, a.id ${direction}
        limit ${query.limit} offset ${offset}`,
      params,
    ),
    rememberCount(db, `total\u0000${where}\u0000${JSON.stringify(params)}`, () =>
      db.query<{ n: number }>(`select count(*)::int as n from articles a where ${where}`, params),
    ),
    query.withCategories ? rememberCount(db, `categories\u0000${siteId}\u0000${query.locale}`, () => listCategories(db, siteId, query.locale)) : Promise.resolve(undefined),
  ]);
  return {
    total: count[0]?.n ?? 0,
    page: query.page,
    limit: query.limit,
    // A replaced library image shows at its new address (lib/media/resolve.ts).
    articles: (await withCurrentMediaUrls(db, siteId, rows)).map((row) => toCard(row, query.locale)),
    ...(categories ? { categories } : {}),
  };
}

/** The site's categories in their order, each with its count of visible articles in the language. */
export async function listCategories(db: Queryable, siteId: string, locale: Locale): Promise<BlogCategory[]> {
  const rows = await db.query<{ id: number; label: Localized<string>; articles_count: number }>(
    `select c.id, c.label, coalesce(n.count, 0)::int as articles_count
       from blog_categories c
       left join (select ac.category_id, count(*) as count
                    from article_categories ac join articles a on a.id = ac.article_id
                   where ${VISIBLE} group by ac.category_id) n on n.category_id = c.id
      where c.site_id = $1 order by c.position, c.id`,
    [siteId, locale],
  );
  return rows.map((r) => ({ id: Number(r.id), label: r.label, articles_count: r.articles_count }));
}

/** Published cards by id, in the order given (featured-post block); unknown or hidden ids are skipped. */
export async function articlesByIds(db: Queryable, siteId: string, locale: Locale, ids: number[]): Promise<ArticleCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from articles a left join blog_authors au on au.id = a.author_id
      where ${VISIBLE} and a.id = any($3::bigint[])`,
    [siteId, locale, ids],
  );
  const byId = new Map((await withCurrentMediaUrls(db, siteId, rows)).map((r) => [Number(r.id), toCard(r, locale)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ArticleCard => c !== undefined);
}

export async function siteIdForMicrosite(db: Queryable, micrositeId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>('select id from sites where microsite_id = $1 and deleted_at is null limit 1', [micrositeId]);
  return rows[0]?.id ?? null;
}
