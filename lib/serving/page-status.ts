import 'server-only';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteByDomain, type Site } from '@/lib/cms/sites';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { listingUlsForPath } from '@/lib/listings/listing-path';
import { getListingByUls } from '@/lib/listings/service';
import { getMemberProfile } from '@/lib/members/service';
import { hasProfile, profileSlugOf } from '@/lib/members/present';
import { getOffice } from '@/lib/offices/cached';
import { officeSlugForPath } from '@/lib/offices/paths';

/** What the proxy must answer for a public path before the page itself (README, "Serving"). */
export type PageStatus =
  | { status: 301 | 302; location: string }
  | { status: 200 | 403 | 404 | 500 | 503 | number };

/**
 * The HTTP status the content service gives a public path, for the proxy: a page render
 * cannot set it (the App Router answers 307/308 for redirects and 200 for a rendered error
 * page), so the proxy answers redirects with their stored 301/302, and 404, 403, 500 and
 * 503 with the status and the page's own server-rendered error document.
 * The page (app/(site)/[site]/[locale]/[[...path]]/page.tsx) resolves paths in the same order.
 */
export async function pageStatus(host: string, locale: Locale, path: string): Promise<PageStatus> {
  const db = await getDb();
  const site = await findSiteByDomain(db, host);
  if (!site) return { status: 404 };
  if (site.maintenance) return { status: 503 };
  const result = await getPageResult(db, site, { locale, path });
  if (result.status === 301 || result.status === 302) {
    // A redirect without a location is the content service's error ('unexpected-redirection').
    return 'location' in result && result.location ? { status: result.status, location: result.location } : { status: 500 };
  }
  if (result.status !== 404) return { status: result.status };
  return collectionPageStatus(site, locale, path);
}

/** Pages that are not CMS pages: an office, a broker or team profile, a listing. */
async function collectionPageStatus(site: Site, locale: Locale, path: string): Promise<PageStatus> {
  const officeSlug = officeSlugForPath(locale, path);
  if (officeSlug && (await getOffice(site.id, officeSlug))) return { status: 200 };
  const profileSlug = profileSlugOf(locale, path);
  if (profileSlug) {
    const profile = await getMemberProfile(site.id, profileSlug);
    if (profile && hasProfile(profile.member.kind)) return { status: 200 };
  }
  const uls = listingUlsForPath(locale, path);
  if (uls !== null) {
    const listing = await getListingByUls(await getDb(), uls);
    if (listing) {
      const canonical = listing.paths[locale];
      return canonical === `/${locale}${path}` ? { status: 200 } : { status: 301, location: canonical };
    }
  }
  return { status: 404 };
}
