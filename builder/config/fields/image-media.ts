import type { z } from 'zod';
import type { imageSchema } from '@/lib/content/fields';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';

/** One locale of an image's media (blocks/shared/fields mediaSchema). */
export interface MediaEntry {
  url: string;
  alt?: string;
  /** A file of the media library (lib/media): the page response resolves it. */
  media_id?: string;
}

/** The locale's url or alt changed; an entry with neither is removed (the locale has no image). */
export function withLocaleMedia(value: Localized<MediaEntry> | undefined, locale: Locale, patch: Partial<MediaEntry>): Localized<MediaEntry> {
  const entry: MediaEntry = { url: '', alt: '', ...value?.[locale], ...patch };
  // A typed address is not the library file any more.
  if (patch.url !== undefined && patch.media_id === undefined) delete entry.media_id;
  const next: Localized<MediaEntry> = { ...value };
  if (entry.url === '' && !entry.alt) delete next[locale];
  else next[locale] = entry;
  return next;
}

/** The same file in two entries (the library id, else the address). */
const sameImage = (a: MediaEntry | undefined, b: MediaEntry | undefined) =>
  !!a && !!b && (a.media_id || b.media_id ? a.media_id === b.media_id : a.url === b.url);

/** English shows an image of its own (the "different image in English" option), not the French one. */
export function hasEnglishImage(value: Localized<MediaEntry> | undefined): boolean {
  const en = value?.en;
  return !!en?.url && !!value?.fr?.url && !sameImage(value.fr, en);
}

/**
 * A library file chosen in a locale: the library gives its address and its alt text in each
 * language, so an alt typed for the previous image (an override) is dropped, else visitors
 * read the old image's description. Unless English has an image of its own (`separate`),
 * both languages get the file.
 */
export function pickLibraryImage(value: Localized<MediaEntry> | undefined, locale: Locale, item: { id: string; url: string }, separate: boolean): Localized<MediaEntry> {
  const next: Localized<MediaEntry> = { ...value };
  for (const target of separate ? [locale] : locales) next[target] = { url: item.url, media_id: item.id };
  return next;
}

/** A typed address: the image of the locale, or of both while they share it. */
export function setImageUrl(value: Localized<MediaEntry> | undefined, locale: Locale, url: string, separate: boolean): Localized<MediaEntry> {
  let next: Localized<MediaEntry> = { ...value };
  for (const target of separate ? [locale] : locales) next = withLocaleMedia(next, target, { url });
  return next;
}

/**
 * "Different image in English" turned off: English shows the French image again. An alt typed
 * in English stays for an external image (its only description there); a library file's comes
 * from the library.
 */
export function shareImage(value: Localized<MediaEntry> | undefined): Localized<MediaEntry> {
  const fr = value?.fr;
  if (!fr?.url) return { ...value };
  const en: MediaEntry = fr.media_id ? { url: fr.url, media_id: fr.media_id } : { url: fr.url, ...(value?.en?.alt ? { alt: value.en.alt } : {}) };
  return { ...value, en };
}

/** The url to preview in a locale: its own, else the other locale's (the public page falls back too). */
export function previewUrl(value: Localized<MediaEntry> | undefined, locale: Locale): string | undefined {
  const own = value?.[locale]?.url;
  if (own) return own;
  return Object.values(value ?? {}).find((entry) => entry?.url)?.url;
}

/** An image as the editor holds it: the schema's input (alt may be missing, center optional). */
export type ImageValue = z.input<typeof imageSchema>;
