import type { Metadata } from 'next';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { listingDescription, listingPrice, listingTitle, shortDescription, type Listing } from './listing-text';

/**
 * Next metadata of a listing page: title with the price, the description's opening,
 * the first photo as Open Graph image, and the fr/en paths as alternates.
 */
export function listingMetadata(listing: Listing, locale: Locale): Metadata {
  const title = `${listingTitle(listing, locale)} | ${listingPrice(listing, locale)}`;
  const description = shortDescription(listingDescription(listing, locale)) || undefined;
  const photo = listing.photos[0];
  return {
    title,
    description,
    alternates: {
      canonical: listing.paths[locale],
      languages: {
        [localeInfo.fr.iso]: listing.paths.fr,
        [localeInfo.en.iso]: listing.paths.en,
        'x-default': listing.paths.fr,
      },
    },
    openGraph: {
      title,
      description,
      url: listing.paths[locale],
      type: 'website',
      locale: localeInfo[locale].ogLocale,
      images: photo ? [{ url: photo }] : undefined,
    },
    twitter: { card: photo ? 'summary_large_image' : 'summary', title, description, images: photo ? [photo] : undefined },
  };
}
