import type { Queryable } from '@/lib/db/types';
import { locales as LOCALES, type Locale } from '@/lib/i18n/locales';

/** One place that shows a file, with a link to where an editor changes it. */
export interface MediaUsage {
  type: 'page' | 'article' | 'member' | 'office' | 'partner' | 'site' | 'listing' | 'feed';
  id: string;
  label: string;
  /** The languages in which it shows (a value outside any {fr, en} shows in both). */
  locales: Locale[];
  /** The public path of the page in each of those languages, when it has one. */
  paths: Partial<Record<Locale, string>>;
  href: string;
}

/** Stored content that may refer to library files, loaded once for the usages of many files. */
export interface ContentDocument {
  type: MediaUsage['type'];
  id: string;
  label: string;
  href: string;
  paths: Partial<Record<Locale, string>>;
  json: unknown[];
  text: string;
}

type Row = { id: string | number; label: unknown; doc: unknown; paths?: Record<string, string> | null };

const labelText = (label: unknown, id: string | number): string => {
  if (typeof label === 'string' && label) return label;
  if (label && typeof label === 'object') {
    const l = label as Record<string, unknown>;
    const text = [l.fr, l.en].find((v) => typeof v === 'string' && v);
    if (typeof text === 'string') return text;
  }
  return `#${id}`;
};

/**
 * Everything of a site that can show a file: pages (draft, published, variants), articles,
 * members, offices, partners and the site's own header, footer and settings. References are
 * found in the stored JSON (a media id, or an address /media/<id>/...), so nothing has to be
 * kept in sync when content changes.
 */
export async function loadContentDocuments(db: Queryable, siteId: string): Promise<ContentDocument[]> {
  const [pages, articles, members, offices, partners, sites, listings, feeds] = await Promise.all([
    db.query<Row>(
      `select p.id, p.title as label,
         jsonb_build_array(p.content, p.published, coalesce((select jsonb_agg(v.content) from variants v where v.page_id = p.id), '[]'::jsonb)) as doc,
         (select jsonb_object_agg(pp.locale, pp.path) from page_paths pp where pp.page_id = p.id) as paths
       from pages p where p.site_id = $1 and p.kind = 'page'`,
      [siteId],
    ),
    db.query<Row>(`select a.id, a.title as label, to_jsonb(a) as doc from articles a where a.site_id = $1`, [siteId]),
    db.query<Row>(`select m.id, m.name as label, to_jsonb(m) as doc from members m where m.site_id = $1`, [siteId]),
    db.query<Row>(`select o.id, o.name as label, to_jsonb(o) as doc from offices o where o.site_id = $1`, [siteId]),
    db.query<Row>(`select p.id, p.title as label, to_jsonb(p) as doc from partners p where p.site_id = $1`, [siteId]),
    db.query<Row>(`select s.id, s.name as label, jsonb_build_array(s.header, s.footer, s.theme, s.metadata, s.seo) as doc from sites s where s.id = $1`, [siteId]),
    // Listings managed by hand show library photos; a feed's photos are its copies (photo-store.ts).
    db.query<Row>(
      `select l.uls as id, l.street as label, l.photos as doc from listings l join listing_details d on d.uls = l.uls
        where l.source = 'manual' and d.source_data->>'site_id' = $1 and l.photos::text like '%/media/%'`,
      [siteId],
    ),
    db.query<Row>(
      `select f.id, f.name as label, coalesce((select jsonb_agg(m.url) from listing_media m where m.feed_id = f.id and m.url like '/media/%'), '[]'::jsonb) as doc
         from feeds f where f.site_id = $1`,
      [siteId],
    ),
  ]);
  const docs = (type: MediaUsage['type'], rows: Row[], href: (id: string) => string): ContentDocument[] =>
    rows.map((row) => {
      const id = String(row.id);
      return {
        type,
        id,
        label: labelText(row.label, row.id),
        href: href(id),
        paths: (row.paths ?? {}) as Partial<Record<Locale, string>>,
        json: [row.doc],
        text: JSON.stringify(row.doc),
      };
    });
  return [
    ...docs('page', pages, (id) => `/qa/pages/${id}/edit`),
    ...docs('article', articles, (id) => `/qa/articles/${id}`),
    ...docs('member', members, () => '/qa/members'),
    ...docs('office', offices, () => '/qa/offices'),
    ...docs('partner', partners, () => '/qa/partners'),
    ...docs('site', sites, () => '/qa/site/header-footer'),
    ...docs('listing', listings, (id) => `/qa/listings/${id}`),
    ...docs('feed', feeds, () => '/qa/feeds'),
  ];
}

/** Where a file is used, from documents loaded by loadContentDocuments. */
export function usageOf(documents: readonly ContentDocument[], mediaId: string): MediaUsage[] {
  const usage: MediaUsage[] = [];
  for (const doc of documents) {
    if (!doc.text.includes(mediaId)) continue;
    const found = new Set<Locale>();
    collectLocales(doc.json, mediaId, null, found);
    const locales = LOCALES.filter((l) => found.has(l));
    if (locales.length === 0) continue;
    const paths: Partial<Record<Locale, string>> = {};
    for (const l of locales) if (doc.paths[l]) paths[l] = doc.paths[l];
    usage.push({ type: doc.type, id: doc.id, label: doc.label, locales, paths, href: doc.href });
  }
  return usage;
}

function collectLocales(value: unknown, mediaId: string, locale: Locale | null, found: Set<Locale>): void {
  if (typeof value === 'string') {
    if (value.includes(mediaId)) for (const l of locale ? [locale] : LOCALES) found.add(l);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectLocales(item, mediaId, locale, found);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyLocale = (LOCALES as readonly string[]).includes(key) ? (key as Locale) : locale;
      collectLocales(item, mediaId, keyLocale, found);
    }
  }
}

export async function findMediaUsage(db: Queryable, siteId: string, mediaId: string): Promise<MediaUsage[]> {
  return usageOf(await loadContentDocuments(db, siteId), mediaId);
}
