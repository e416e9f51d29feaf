import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { SitemapEntry } from './sitemap';

/** The sitemaps.org limit of URLs per file (a sitemap index lists the files past it). */
export const SITEMAP_URL_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The <url> elements of entries, one a line, each URL starting with `xmlOrigin` (escaped already). */
function urlElements(entries: readonly SitemapEntry[], xmlOrigin: string): string[] {
  const urls: string[] = [];
  for (const entry of entries) {
    const paths = Object.entries(entry.paths) as [Locale, string][];
    const alternates = paths.map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${localeInfo[l].iso}" href="${xmlOrigin}${escapeXml(p)}"/>`);
    const french = entry.paths.fr ?? paths[0]?.[1];
    if (french) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xmlOrigin}${escapeXml(french)}"/>`);
    for (const [, path] of paths) {
      urls.push(`<url><loc>${xmlOrigin}${escapeXml(path)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod>${alternates.join('')}</url>`);
    }
  }
  return urls;
}

/** Stands for the origin in OriginlessUrls: a NUL is in no stored path nor in XML. */
const ORIGIN_MARK = '\u0000';

/**
 * <url> elements written once for any site: the text between the places its origin goes
 * (the listings of every site's sitemap are the same, only the site's origin differs).
 */
export interface OriginlessUrls {
  parts: string[];
  /** How many <url> elements. */
  count: number;
}

export function originlessUrls(entries: readonly SitemapEntry[]): OriginlessUrls {
  const urls = urlElements(entries, ORIGIN_MARK);
  return { parts: urls.join('\n').split(ORIGIN_MARK), count: urls.length };
}

/**
 * A <urlset>: one <url> per page and locale, each with its hreflang alternates (fr-CA,
 * en-CA, and x-default on the French page) and the date the entry last changed; then the
 * elements of `more`, written for this origin.
 */
export function urlsetXml(entries: readonly SitemapEntry[], origin: string, more?: OriginlessUrls): string {
  const xmlOrigin = escapeXml(origin);
  const urls = urlElements(entries, xmlOrigin);
  if (more?.count) urls.push(more.parts.join(xmlOrigin));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> of the given sitemap files. */
export function sitemapIndexXml(files: { url: string; lastModified: Date | null }[]): string {
  const items = files.map(
    (f) => `<sitemap><loc>${escapeXml(f.url)}</loc>${f.lastModified ? `<lastmod>${f.lastModified.toISOString()}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** How many sitemap files of listings: each listing gives one URL per locale. */
export function listingFileCount(listings: number, localesPerListing = 2): number {
  return Math.ceil((listings * localesPerListing) / SITEMAP_URL_LIMIT);
}
