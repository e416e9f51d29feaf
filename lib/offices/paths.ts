import type { Locale } from '@/lib/i18n/locales';

/** The localised segment of office pages: /fr/bureaux/{slug}, /en/offices/{slug}. */
export const officeSegment: Record<Locale, string> = { fr: '/bureaux', en: '/offices' };

/** Full, prefixed path of an office page. */
export function officePath(locale: Locale, slug: string): string {
  return `/${locale}${officeSegment[locale]}/${slug}`;
}

/** The office slug a CMS path (without locale prefix) names, or null. */
export function officeSlugForPath(locale: Locale, cmsPath: string): string | null {
  const prefix = `${officeSegment[locale]}/`;
  if (!cmsPath.startsWith(prefix)) return null;
  const slug = cmsPath.slice(prefix.length);
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null;
}

/** A maps service's directions to the office (opens in the visitor's maps app on mobile). */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
