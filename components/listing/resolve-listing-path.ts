import 'server-only';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { getListingByUls } from '@/lib/listings/service';
import { listingUlsForPath } from './listing-path';
import type { Listing } from './listing-text';

/**
 * The listing a CMS path names, or null. The slug is not checked here: the caller
 * redirects to `listing.paths[locale]` when the path differs, so old or shortened
 * slugs still reach the listing. Cached per request: metadata and page both ask.
 */
export const findListingForPath = cache(async (locale: Locale, cmsPath: string): Promise<Listing | null> => {
  const uls = listingUlsForPath(locale, cmsPath);
  if (uls === null) return null;
  return getListingByUls(await getDb(), uls);
});
