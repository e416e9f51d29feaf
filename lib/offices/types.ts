import type { Localized } from '@/lib/i18n/locales';

/** Days of the week as schema.org names them (opening hours and JSON-LD share them). */
export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** One line of opening hours: these days, from opens to closes (24 h "HH:MM"). */
export interface OpeningHours {
  days: WeekDay[];
  opens: string;
  closes: string;
}

/** An image of a collection: one url, alt text per locale. */
export interface CollectionImage {
  url: string;
  alt?: Localized<string>;
  /** A media library file (lib/media), when the image was picked from the library. */
  media_id?: string;
}

/** An office (spec 000 "Office data", plus its opening hours and its place in the list). */
export interface Office {
  id: number;
  slug: string;
  name: Localized<string>;
  photo: CollectionImage | null;
  latitude: number;
  longitude: number;
  address_street: Localized<string>;
  address_city: Localized<string>;
  postal_code: string;
  phone_display: string;
  phone_international: string;
  email: string;
  opening_hours: OpeningHours[];
  position: number;
  updated_at: string;
}
