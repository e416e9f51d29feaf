import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { listingAddress, listingDescription, listingTitle, type Listing } from './listing-text';

/** An absolute URL when the site's origin is known, else the path as is. */
function absolute(path: string, origin: string | null): string {
  if (!origin || /^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * schema.org RealEstateListing of a listing page: what search engines read for rich
 * results. Prices are CAD; Québec listings, so the region and country are fixed.
 */
export function listingJsonLd(listing: Listing, locale: Locale, origin: string | null = null): Record<string, unknown> {
  const url = absolute(listing.paths[locale], origin);
  const description = listingDescription(listing, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listingTitle(listing, locale),
    url,
    ...(description ? { description } : {}),
    inLanguage: localeInfo[locale].iso,
    image: listing.photos.map((photo) => absolute(photo, origin)),
    datePosted: listing.listed_at,
    offers: {
      '@type': 'Offer',
      ...(listing.price !== null ? { price: listing.price, priceCurrency: 'CAD' } : {}),
      availability: listing.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(listing.transaction === 'rent' && listing.price !== null
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: 'CAD', unitCode: 'MON' } }
        : {}),
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.street,
      addressLocality: listing.municipality.name,
      addressRegion: 'QC',
      ...(listing.postal_code ? { postalCode: listing.postal_code } : {}),
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.coords.lat, longitude: listing.coords.lng },
    about: { '@type': 'Place', name: listingAddress(listing) },
  };
}

/**
 * JSON for a <script> element: '<' is escaped so a description holding '</script>'
 * cannot close the element early.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
