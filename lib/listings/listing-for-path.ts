import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cms/cache-tags';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { listingUlsForPath } from './listing-path';
import { getListingByUls } from './service';
import type { ListingDetail } from './types';

/**
 * The listing a CMS path names, or null: the listing pages' one read of the listings
 * source. The slug is not checked here: the caller redirects to `listing.paths[locale]`
 * when the path differs, so old or shortened slugs still reach the listing. Cached per
 * request (metadata and page both ask) and in the data cache under the listing's tag, so
 * the page (whose tags are its reads') expires when a feed or an editor changes the listing.
 */
export const findListingForPath = cache(async (locale: Locale, cmsPath: string): Promise<ListingDetail | null> => {
  const uls = listingUlsForPath(locale, cmsPath);
  if (uls === null) return null;
  return unstable_cache(async () => getListingByUls(await getDb(), uls), ['listing', await getDatabaseId(), String(uls)], {
    tags: [cacheTags.listing(uls), cacheTags.listingPages],
  })();
});
