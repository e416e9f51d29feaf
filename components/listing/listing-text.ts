import { formatCurrency } from '@/lib/format';
import { pick, type Locale } from '@/lib/i18n/locales';
import type { PropertyTypeCode } from '@/lib/listings/property-types';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';
import type { ListingDetail } from '@/lib/listings/types';

/** What the listing page, its metadata and its JSON-LD call a listing: `ListingDetail` of the service. */
export type Listing = ListingDetail;

/** '4521, rue Saint-Denis, Montréal': the street then the municipality, as cards show it. */
export function listingAddress(listing: Listing): string {
  return [listing.street, listing.municipality.name].filter(Boolean).join(', ');
}

/**
 * The price in whole dollars ('489 000 $', '$489,000'); rents are monthly. A sold listing
 * whose price the parties did not authorise disclosing reads « Vendu » / 'Sold' instead.
 */
export function listingPrice(listing: Pick<Listing, 'price'>, locale: Locale): string {
  if (listing.price === null) return (locale === 'fr' ? frSearch : enSearch).badge.sold;
  return formatCurrency(listing.price, locale, { decimals: 0 });
}

const typeNames: Record<Locale, Record<PropertyTypeCode, string>> = {
  fr: frSearch.listing['type-name'],
  en: enSearch.listing['type-name'],
};

/**
 * One property of a type, singular ('Condo'; the search filter labels are plural).
 * Read from the messages directly: metadata and JSON-LD are built outside React.
 */
export function listingTypeName(type: PropertyTypeCode, locale: Locale): string {
  return typeNames[locale][type];
}

/** Page title: 'Condo — 4521, rue Saint-Denis, Montréal'. */
export function listingTitle(listing: Listing, locale: Locale): string {
  return `${listingTypeName(listing.type, locale)} — ${listingAddress(listing)}`;
}

/** The description in the page locale, falling back to French. */
export function listingDescription(listing: Listing, locale: Locale): string {
  return pick(listing.description, locale) ?? '';
}

/** First 160 characters of the description, cut at a word, for meta descriptions. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
