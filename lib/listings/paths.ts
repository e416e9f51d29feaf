import type { Locale } from '@/lib/i18n/locales';
import { specialPaths } from '@/lib/i18n/routes';

/** `/fr/proprietes/{slug}-{uls}` or `/en/properties/{slug}-{uls}`. */
export function listingPath(locale: Locale, slug: string, uls: number | string): string {
  return `/${locale}${specialPaths.properties[locale]}/${slug}-${uls}`;
}

/** The last path segment of a listing page: the listing number follows the last dash. */
export function parseListingSegment(segment: string): { slug: string; uls: number } | null {
  const match = /^(?:(.*)-)?(\d{1,12})$/.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', uls: Number(match[2]) };
}

/** ASCII, lower-case, dash-separated: '4521, rue Saint-Denis, Montréal' -> '4521-rue-saint-denis-montreal'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
