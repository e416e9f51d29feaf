import type { Locale } from '@/lib/i18n/locales';
import { specialPaths } from '@/lib/i18n/routes';
import { parseListingSegment } from '@/lib/listings/paths';

/**
 * The listing number of a listing page path, or null: `/proprietes/{slug}-{uls}` in
 * French, `/properties/{slug}-{uls}` in English (cmsPath is normalised, without the
 * locale prefix). The search page itself and deeper paths are not listings.
 */
export function listingUlsForPath(locale: Locale, cmsPath: string): number | null {
  const prefix = `${specialPaths.properties[locale]}/`;
  if (!cmsPath.startsWith(prefix)) return null;
  const segment = cmsPath.slice(prefix.length);
  if (!segment || segment.includes('/')) return null;
  return parseListingSegment(segment)?.uls ?? null;
}
