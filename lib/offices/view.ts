import { pick, type Locale } from '@/lib/i18n/locales';
import { formatOpeningHours } from './hours';
import { directionsUrl, officePath } from './paths';
import type { Office } from './types';

/**
 * An office as office blocks and pages show it, in one locale: what the server hands to
 * the block (server core data "succursales"), small and free of other locales.
 */
export interface OfficeCardData {
  slug: string;
  /** Links a list item and its map marker (spec 001 "Office map item"). */
  hover_id: string;
  name: string;
  photo: { url: string; alt: string } | null;
  street: string;
  city: string;
  postal_code: string;
  phone: { display: string; href: string } | null;
  email: string;
  hours: { days: string; time: string }[];
  coords: { lat: number; lng: number };
  url: string;
  directions_url: string;
}

export function officeCardData(office: Office, locale: Locale): OfficeCardData {
  const name = pick(office.name, locale) ?? office.slug;
  return {
    slug: office.slug,
    hover_id: `office-${office.slug}`,
    name,
    photo: office.photo ? { url: office.photo.url, alt: pick(office.photo.alt, locale) ?? name } : null,
    street: pick(office.address_street, locale) ?? '',
    city: pick(office.address_city, locale) ?? '',
    postal_code: office.postal_code,
    phone: office.phone_display
      ? { display: office.phone_display, href: `tel:${office.phone_international || office.phone_display.replace(/[^\d+]/g, '')}` }
      : null,
    email: office.email,
    hours: formatOpeningHours(office.opening_hours, locale),
    coords: { lat: office.latitude, lng: office.longitude },
    url: officePath(locale, office.slug),
    directions_url: directionsUrl(office.latitude, office.longitude),
  };
}

/** The offices a block asked for: the chosen slugs in their order, or every office. */
export function selectOffices(offices: Office[], slugs: string[] | undefined): Office[] {
  if (!slugs || slugs.length === 0) return offices;
  const bySlug = new Map(offices.map((o) => [o.slug, o]));
  return slugs.map((s) => bySlug.get(s)).filter((o): o is Office => Boolean(o));
}
