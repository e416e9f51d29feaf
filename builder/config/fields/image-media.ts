import type { z } from 'zod';
import type { imageSchema } from '@/lib/content/fields';
import type { Locale, Localized } from '@/lib/i18n/locales';

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

/** The url to preview in a locale: its own, else the other locale's (the public page falls back too). */
export function previewUrl(value: Localized<MediaEntry> | undefined, locale: Locale): string | undefined {
  const own = value?.[locale]?.url;
  if (own) return own;
  return Object.values(value ?? {}).find((entry) => entry?.url)?.url;
}

/** An image as the editor holds it: the schema's input (alt may be missing, center optional). */
export type ImageValue = z.input<typeof imageSchema>;
