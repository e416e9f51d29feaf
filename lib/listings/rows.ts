import { identityOf } from '@/lib/compliance/identity';
import { listingBrokerLines } from '@/lib/compliance/mentions';
import { publicPriceSql } from '@/lib/compliance/sold-authorisation';
import type { Locale, Localized } from '@/lib/i18n/locales';
import { listingPath } from './paths';
import { propertyTypeLabel, type PropertyTypeCode } from './property-types';
import type { Badge, ListingItem, ListingSpecs, OpenHouse, Transaction } from './types';

/**
 * Columns a result card needs (l = listings, m = municipalities). The price is the one the
 * public may see: null for a sold listing whose price the parties did not authorise disclosing.
 */
/**
 * The site a listing belongs to (whose agency advertises it): a hand-managed listing's own
 * site, a RESO feed's site, the demo feed's site for generated listings.
 */
export function listingSiteSql(alias: string): string {
  return `(case ${alias}.source when 'manual' then (select d.source_data->>'site_id' from listing_details d where d.uls = ${alias}.uls)
    when 'reso' then (select f.site_id from feeds f where f.id = ${alias}.feed_id)
    else (select min(f.site_id) from feeds f where f.kind = 'demo') end)`;
}

export const ITEM_COLUMNS = `l.uls, l.type, l.transaction, ${publicPriceSql('l')} as price, l.street, l.mun_code, m.description as mun_name,
  l.lat, l.lng, l.bedrooms, l.bathrooms, l.area, l.badge, l.open_house_dates, l.photos, l.photo_alts, l.slug, l.listed_at,
  (select f.attribution from feeds f where f.id = l.feed_id) as attribution,
  (select d.broker from listing_details d where d.uls = l.uls) as broker,
  (select s.advertising from sites s where s.id = ${listingSiteSql('l')}) as advertising`;

export interface ItemRow {
  uls: number;
  type: PropertyTypeCode;
  transaction: Transaction;
  price: number | null;
  street: string;
  mun_code: string;
  mun_name: string;
  lat: number;
  lng: number;
  bedrooms: number | null;
  bathrooms: number | string | null;
  area: number | null;
  badge: Badge | null;
  open_house_dates: OpenHouse[];
  photos: string[];
  /** Per photo, its alternative text per language ({} when none; [] for listings without any). */
  photo_alts?: Localized[] | null;
  slug: string;
  listed_at: Date | string;
  /** The feed's required attribution per language (null for demo and hand-managed listings). */
  attribution?: Partial<Record<Locale, { text?: string; logo?: string }>> | null;
  /** The listing broker (listing_details.broker) and its site's advertising identity: the card's broker line. */
  broker?: { name?: string; title?: Localized } | null;
  advertising?: unknown;
}

export const toIso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Spec 000: a bath count of 0.0 is hidden, so 0 becomes null. */
export function specsOf(row: Pick<ItemRow, 'bedrooms' | 'bathrooms' | 'area'>): ListingSpecs {
  const bath = row.bathrooms === null ? null : Number(row.bathrooms);
  return { bed: row.bedrooms ?? null, bath: bath ? bath : null, area: row.area ?? null };
}

/**
 * The photos' alternative texts in one language, in the photos' order: the language's own,
 * else the other one (a feed describes its photos in one language), else ''. Null when no
 * photo has one (the cards and the gallery then describe them by the address).
 */
export function photoAltsIn(alts: readonly Localized[] | null | undefined, count: number, locale: Locale): string[] | null {
  if (!alts || alts.length === 0) return null;
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const texts = Array.from({ length: count }, (_, i) => (alts[i]?.[locale] || alts[i]?.[other] || '').trim());
  return texts.some(Boolean) ? texts : null;
}

export function toListingItem(row: ItemRow, locale: Locale): ListingItem {
  const alts = photoAltsIn(row.photo_alts, row.photos.length, locale);
  return {
    uls: Number(row.uls),
    hover_id: String(row.uls),
    type: row.type,
    type_label: propertyTypeLabel(row.type, locale),
    transaction: row.transaction,
    address: `${row.street}, ${row.mun_name}`,
    price: row.price === null ? null : Number(row.price),
    url: listingPath(locale, row.slug, row.uls),
    carousel_images: row.photos,
    ...(alts ? { carousel_alts: alts } : {}),
    property_image: row.photos[0] ?? null,
    specs: specsOf(row),
    coords: { lat: row.lat, lng: row.lng },
    badge: row.badge,
    municipality: { code: row.mun_code, name: row.mun_name },
    open_house_dates: row.open_house_dates,
    listed_at: toIso(row.listed_at),
    ...(row.attribution?.[locale]?.text ? { attribution: row.attribution[locale]!.text } : {}),
    broker_mentions: listingBrokerLines(row.broker, identityOf(row.advertising), locale),
  };
}
