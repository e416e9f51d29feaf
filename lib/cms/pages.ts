import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';
import { blogPostPath, normalizePath, parseBlogPostPath } from '@/lib/i18n/routes';
import { articleSource, visibleArticle } from '@/lib/blog/article-source';
import { attachBlockData } from './block-data';
import { resolveMediaRefs } from '@/lib/media/resolve';
import type { Site } from '@/lib/sites/sites';
import type { PageResponse, PageResult, Seo, Variant } from '@/lib/content/types';

export interface PageRequest {
  locale: Locale;
  /** Path without the locale prefix ('/', '/proprietes', '/blogue/slug-12'). */
  path: string;
  /** ?variant=<id> selects a variant of the page. */
  variantId?: string | null;
  /** Drafts instead of the published snapshot (editor preview). */
  preview?: boolean;
  /**
   * The page's blocks as stored, without their collection data or current media addresses
   * (completePageContent adds both): for the page cache, which keeps the two apart so that a
   * page takes the tags of the collections it shows, and for a status lookup, which needs neither.
   */
  storedContent?: boolean;
}

interface PageSnapshot {
  content: Block[];
  title: Localized<string>;
  seo: Seo;
}

interface PageRow {
  id: number;
  kind: 'page' | 'blog_post';
  access: 'public' | 'forbidden';
  content: Block[];
  title: Localized<string>;
  seo: Seo;
  published: PageSnapshot | null;
}

/** Prefixed public path: ('fr', '/') -> '/fr', ('en', '/blog') -> '/en/blog'. */
export function localizedHref(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The content service: answers the page response of spec 000 section 3 for a path in a
 * locale, or a redirect, or an error status (404 unknown, 403 forbidden, 503 maintenance).
 */
export async function getPageResult(db: Queryable, site: Site, request: PageRequest): Promise<PageResult> {
  if (site.maintenance && !request.preview) return { status: 503, error: 'maintenance' };
  const path = normalizePath(request.path);
  // PostgreSQL text cannot hold NUL: such a path names no page (callers refuse it earlier too).
  if (path.includes('\u0000')) return { status: 404, error: 'not_found' };

  const redirect = await findRedirect(db, site.id, request.locale, path);
  if (redirect) return redirect;

  const page = await findPageByPath(db, site.id, request.locale, path);
  if (page) return pageResult(db, site, page, request);

  const post = parseBlogPostPath(path, request.locale);
  if (post) return blogPostResult(db, site, post, request);

  return { status: 404, error: 'not_found' };
}

async function findRedirect(db: Queryable, siteId: string, locale: Locale, path: string): Promise<PageResult | null> {
  const rows = await db.query<{ to_path: string | null; status: 301 | 302 }>(
    'select to_path, status from redirects where site_id = $1 and locale = $2 and from_path = $3',
    [siteId, locale, path],
  );
  const row = rows[0];
  return row ? { status: row.status, location: row.to_path } : null;
}

async function findPageByPath(db: Queryable, siteId: string, locale: Locale, path: string): Promise<PageRow | null> {
  const rows = await db.query<PageRow>(
    `select p.id, p.kind, p.access, p.content, p.title, p.seo, p.published
       from page_paths pp join pages p on p.id = pp.page_id
      where pp.site_id = $1 and pp.locale = $2 and pp.path = $3`,
    [siteId, locale, path],
  );
  return rows[0] ?? null;
}

/** A CMS page's blocks as served: collection data filled in, library files at their current address. */
export async function completePageContent(db: Queryable, siteId: string, locale: Locale, blocks: Block[]): Promise<Block[]> {
  return resolveMediaRefs(db, siteId, locale, await attachBlockData(db, siteId, locale, blocks));
}

async function pageResult(db: Queryable, site: Site, page: PageRow, request: PageRequest): Promise<PageResult> {
  const snapshot: PageSnapshot | null = request.preview
    ? { content: page.content, title: page.title, seo: page.seo }
    : page.published;
  if (!snapshot) return { status: 404, error: 'not_published' };
  if (page.access === 'forbidden') return { status: 403, error: 'forbidden' };

  const paths = await db.query<{ locale: Locale; path: string }>(
    'select locale, path from page_paths where page_id = $1 order by locale',
    [page.id],
  );
  const variant = request.variantId ? await findVariant(db, site.id, page.id, request.variantId, request.preview) : null;
  return {
    status: 200,
    page: buildResponse(site, {
      content: request.storedContent
        ? (variant?.content ?? snapshot.content)
        : await completePageContent(db, site.id, request.locale, variant?.content ?? snapshot.content),
      title: snapshot.title,
      seo: snapshot.seo,
      alternatePaths: byLocaleOrder(paths.map((p) => ({ locale: p.locale, path: localizedHref(p.locale, p.path) }))),
      variant: variant?.variant ?? null,
      kind: page.kind,
    }),
  };
}

async function findVariant(
  db: Queryable,
  siteId: string,
  pageId: number,
  variantId: string,
  preview = false,
): Promise<{ variant: Variant; content: Block[] | null } | null> {
  // An id past the safe integers (or bigint) names no variant: no query, no overflow.
  if (!/^\d{1,15}$/.test(variantId)) return null;
  const rows = await db.query<{ id: number; name: string; color: Variant['color']; content: Block[] | null }>(
    `select id, name, color, content from variants
      where id = $1 and site_id = $2 and (page_id = $3 or page_id is null) and (published or $4)`,
    [Number(variantId), siteId, pageId, preview],
  );
  const row = rows[0];
  return row ? { variant: { id: String(row.id), name: row.name, color: row.color }, content: row.content } : null;
}

interface ArticleRow {
  id: number;
  slug: Localized<string>;
  title: Localized<string>;
  excerpt: Localized<string>;
  main_content: Localized<Block[]>;
  main_image: unknown;
}

/** A blog post page, built from the article: its per-language blocks are the content. */
async function blogPostResult(
  db: Queryable,
  site: Site,
  post: { slug: string; id: number },
  request: PageRequest,
): Promise<PageResult> {
  const rows = await db.query<ArticleRow>(
    `select a.id, a.slug, a.title, a.excerpt, a.main_content, a.main_image
       from ${articleSource(request.preview ?? false)} a where a.id = $1 and a.site_id = $2 and ${visibleArticle(request.preview ?? false)}`,
    [post.id, site.id],
  );
  const article = rows[0];
  const blocks = article?.main_content[request.locale];
  const slug = article?.slug[request.locale];
  if (!article || !slug || !blocks || blocks.length === 0) return { status: 404, error: 'not_found' };
  if (slug !== post.slug) {
    return { status: 301, location: localizedHref(request.locale, blogPostPath(request.locale, slug, article.id)) };
  }
  // Only languages that have main content get an alternate (blog language guard).
  const alternatePaths = locales
    .filter((locale) => (article.main_content[locale]?.length ?? 0) > 0 && article.slug[locale])
    .map((locale) => ({ locale, path: localizedHref(locale, blogPostPath(locale, article.slug[locale]!, article.id)) }));
  return {
    status: 200,
    page: buildResponse(site, {
      content: request.storedContent ? blocks : await completePageContent(db, site.id, request.locale, blocks),
      title: article.title,
      seo: {
        global: Object.fromEntries(
          (Object.keys(article.title) as Locale[]).map((l) => [
            l,
            { og_title: article.title[l], og_description: article.excerpt[l], og_type: 'article' },
          ]),
        ),
      },
      alternatePaths,
      variant: null,
      kind: 'blog_post',
    }),
  };
}

/** Alternates in the site's locale order (fr, en), whatever order the database gives. */
function byLocaleOrder<T extends { locale: Locale }>(items: T[]): T[] {
  return [...items].sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale));
}

function buildResponse(
  site: Site,
  page: {
    content: Block[];
    title: Localized<string>;
    seo: Seo;
    alternatePaths: { locale: Locale; path: string }[];
    variant: Variant | null;
    kind: PageResponse['page_kind'];
  },
): PageResponse {
  return {
    content: page.content,
    override: null,
    header: site.header,
    footer: site.footer,
    seo: mergeSeo(site.seo, page.seo),
    theme: site.theme,
    metadata: site.metadata,
    variant: page.variant,
    title: page.title,
    alternate_paths: page.alternatePaths,
    location: null,
    production: site.production,
    microsite_id: site.microsite_id,
    site_id: site.id,
    site_type: site.type,
    site_key: site.key,
    recaptcha: site.recaptcha?.site_key ?? null,
    page_kind: page.kind,
  };
}

/** Page SEO wins over the site defaults, entry by entry and locale by locale. */
export function mergeSeo(site: Seo, page: Seo): Seo {
  const merged: Seo = { ...site, ...page };
  for (const key of ['global', 'facebook', 'twitter'] as const) {
    const locales = new Set([...Object.keys(site[key] ?? {}), ...Object.keys(page[key] ?? {})]) as Set<Locale>;
    if (locales.size === 0) continue;
    merged[key] = Object.fromEntries(
      [...locales].map((l) => [l, { ...site[key]?.[l], ...page[key]?.[l] }]),
    );
  }
  if (site.canonical_url || page.canonical_url) merged.canonical_url = { ...site.canonical_url, ...page.canonical_url };
  return merged;
}
