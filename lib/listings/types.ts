import type { Locale, Localized } from '@/lib/i18n/locales';
import type { PropertyTypeCode } from './property-types';

export const BADGES = ['sold', 'open-house', 'new', 'new-build', 'rent', 'foreclosed', 'collection', 'commercial'] as const;
export type Badge = (typeof BADGES)[number];
export type Transaction = 'sale' | 'rent';
export type ListingStatus = 'active' | 'sold';

export interface Coords {
  lat: number;
  lng: number;
}

/** Spec 000 section 3: MUN_CODE and DESCRIPTION (the label); region and centre added. */
export interface Municipality {
  MUN_CODE: string;
  DESCRIPTION: string;
  region: string;
  lat: number;
  lng: number;
}

export interface ListingSpecs {
  bed: number | null;
  /** null when the listing has no bathroom count or 0 (spec 000: a bath count of 0.0 is hidden). */
  bath: number | null;
  /** Living area in square feet. */
  area: number | null;
}

export interface OpenHouse {
  start: string;
  end: string;
}

/** A search result card (spec 000 "Property listing data"), resolved for one locale. */
export interface ListingItem {
  uls: number;
  hover_id: string;
  type: PropertyTypeCode;
  type_label: string;
  transaction: Transaction;
  address: string;
  /** Null for a sold listing whose price the parties did not authorise disclosing (shown « Vendu »). */
  price: number | null;
  url: string;
  carousel_images: string[];
  /** The photos' alternative texts in the locale, in carousel_images' order ('' where a photo has none); absent when none has one. */
  carousel_alts?: string[];
  property_image: string | null;
  specs: ListingSpecs;
  coords: Coords;
  badge: Badge | null;
  municipality: { code: string; name: string };
  open_house_dates: OpenHouse[];
  listed_at: string;
  /** The attribution text the listing's feed requires on cards, in the locale (absent otherwise). */
  attribution?: string;
  /** The mandatory mentions of the broker line (rule mentions): « name, title », then « agency, designation ». */
  broker_mentions?: string[];
}

/** Compact map marker: the UI clusters them (spec 001 "Properties response"). */
export interface MapMarker {
  block_params: { hover_id: string; coords: Coords };
}

/** Spec 000 "Property tooltip data". */
export type ListingTooltip = Pick<ListingItem, 'uls' | 'address' | 'carousel_images' | 'price' | 'specs' | 'type' | 'url' | 'broker_mentions'>;

export interface Broker {
  name: string;
  title: Localized;
  phone: string;
  email: string;
}

export interface Office {
  name: string;
  address: string;
  phone: string;
}

/** Everything the listing page shows, locale-free: the page picks the locale. */
export interface ListingDetail {
  uls: number;
  type: PropertyTypeCode;
  transaction: Transaction;
  status: ListingStatus;
  /** Null for a sold listing whose price the parties did not authorise disclosing. */
  price: number | null;
  street: string;
  postal_code: string;
  municipality: { code: string; name: string; region: string };
  coords: Coords;
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
  lot_area: number | null;
  year_built: number | null;
  badge: Badge | null;
  open_house_dates: OpenHouse[];
  photos: string[];
  /** Each photo's alternative text per language, in the order of `photos` (a feed's Media description, a library item's alt). */
  photo_alts?: Localized[];
  description: Localized;
  broker: Broker;
  office: Office;
  listed_at: string;
  slug: string;
  paths: Record<Locale, string>;
  /** What the listing's feed requires on its page (text and logo per language); null for other listings. */
  attribution?: Partial<Record<Locale, { text?: string; logo?: string }>> | null;
}

/** A search's match count: exact up to COUNT_CAP, else COUNT_CAP with exact false ("10 000+"). */
export interface ListingCount {
  total: number;
  exact: boolean;
}

/** The first cards of the default search, rendered in the search page's server HTML. */
/**
 * Who sends the alerts of a search saved on the search page: the site's name,
 * named in the consent, and on a broker's site the broker (member) it is attributed to.
 */
export interface AlertSender {
  name: string;
  memberId: number | null;
}

export interface InitialSearchResults {
  listings: ListingItem[];
  total: number;
  totalExact: boolean;
}
