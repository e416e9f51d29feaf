import 'server-only';
import { cache } from 'react';
import { cacheTags } from '@/lib/cache/tags';
import { taggedCache } from '@/lib/cache/invalidate';
import type { Site } from '@/lib/sites/sites';
import type { PageResult } from '@/lib/content/types';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { listingUlsForPath } from '@/lib/listings/listing-path';
import { getListingByUls } from '@/lib/listings/service';
import { withCurrentMediaUrls } from '@/lib/media/resolve';
import type { ListingDetail } from '@/lib/listings/types';
import { hasProfile, profileSlugOf } from '@/lib/members/present';
import { getMemberProfile } from '@/lib/members/service';
import { getOffice } from '@/lib/offices/cached';
import { officeSlugForPath } from '@/lib/offices/paths';
import type { Office } from '@/lib/offices/types';

type MemberProfile = NonNullable<Awaited<ReturnType<typeof getMemberProfile>>>;

/** What a public path is: the page (app/(site)/[site]/[locale]/[[...path]]/page.tsx) renders it, the status lookup (page-status.ts) answers its status. */
export type PublicPath =
  /** The content service's answer when it is not a 404: a page, a redirect or an error status. */
  | { kind: 'cms'; result: PageResult }
  | { kind: 'office'; office: Office }
  | { kind: 'profile'; profile: MemberProfile }
  /** `canonical` differs from the path asked for when the slug is old or shortened: redirect there. */
  | { kind: 'listing'; listing: ListingDetail; canonical: string }
  | { kind: 'not-found'; result: PageResult };

/**
 * The ONE lookup order of a public path: the CMS page (or its redirect, or its status), then an
 * office (/bureaux/{slug}), a broker or team profile (/courtiers/{slug}), a listing
 * (/proprietes/{slug}-{uls}); else not found. `result` is the content service's answer for the
 * path (cached by the page, read directly by the status lookup).
 */
export async function resolvePublicPath(site: Site | null, locale: Locale, path: string, result: PageResult): Promise<PublicPath> {
  if (result.status !== 404) return { kind: 'cms', result };
  return (site && (await collectionPath(site.id, locale, path))) ?? { kind: 'not-found', result };
}

/** Cached per request (React cache): the page's metadata and the page both ask. */
const collectionPath = cache(async (siteId: string, locale: Locale, path: string): Promise<PublicPath | null> => {
  const officeSlug = officeSlugForPath(locale, path);
  const office = officeSlug ? await getOffice(siteId, officeSlug) : null;
  if (office) return { kind: 'office', office };
  const profileSlug = profileSlugOf(locale, path);
  const profile = profileSlug ? await getMemberProfile(siteId, profileSlug) : null;
  if (profile && hasProfile(profile.member.kind)) return { kind: 'profile', profile };
  const uls = listingUlsForPath(locale, path);
  // In the data cache under the listing's tag: the page expires when a feed or an editor changes it.
  const listing =
    uls === null
      ? null
      : await taggedCache(async () => {
          // A listing's library photos at their current address (a replace expires the listing's tag).
          const db = await getDb();
          return withCurrentMediaUrls(db, null, await getListingByUls(db, uls));
        }, ['listing', await getDatabaseId(), String(uls)], [
          cacheTags.listing(uls),
          cacheTags.listingPages,
        ]);
  if (listing) return { kind: 'listing', listing, canonical: listing.paths[locale] };
  return null;
});
