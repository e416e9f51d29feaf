import type { Queryable } from '@/lib/db/types';
import { locales, pick, type Locale } from '@/lib/i18n/locales';
import { getAnySiteMediaRows, getMediaRows, toMediaItem } from './service';
import type { MediaItem } from './types';
import { mediaIdOfUrl } from './urls';

const isLocale = (key: string): key is Locale => (locales as readonly string[]).includes(key);
type Json = unknown;

/** Every library id the value refers to: media_id fields and addresses /media/<id>/... */
export function collectMediaIds(value: Json, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const id = mediaIdOfUrl(value);
    if (id) out.add(id);
  } else if (Array.isArray(value)) {
    for (const item of value) collectMediaIds(item, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'media_id' && typeof item === 'string') out.add(item);
      else collectMediaIds(item, out);
    }
  }
  return out;
}

/**
 * Content refers to library files by id ({url, alt, media_id} in an image's media); the page
 * response carries what the renderer needs, read from the library when the response is built:
 * the file's current address (so a replaced file shows without re-editing), its width and
 * height, the alt text in the entry's language (the page's own alt, if an editor typed one,
 * wins) and, for an image without its own focal point, the file's. An address of ours with an
 * old hash (a member's photo stored as a URL) is brought up to date too.
 */
export async function resolveMediaRefs<T>(db: Queryable, siteId: string, locale: Locale, value: T): Promise<T> {
  const ids = collectMediaIds(value);
  if (ids.size === 0) return value;
  const rows = await getMediaRows(db, siteId, [...ids]);
  const items = new Map(rows.map((row) => [row.id, toMediaItem(row)] as const));
  return withCurrentFiles(value, items, (source, out, entryLocale, item) => {
    if (item) {
      const alt = typeof source.alt === 'string' && source.alt.trim() ? source.alt : (pick(item.alt, entryLocale ?? locale) ?? '');
      Object.assign(out, { alt, ...(item.width ? { width: item.width } : {}), ...(item.height ? { height: item.height } : {}) });
    }
    // An image ({media: {fr, en}, center?}) takes the focal point of the file it shows.
    if (source.media && typeof source.media === 'object' && !source.center) {
      const media = source.media as Record<string, { media_id?: unknown } | undefined>;
      const entry = media[locale]?.media_id ? media[locale] : Object.values(media).find((e) => e?.media_id);
      const file = typeof entry?.media_id === 'string' ? items.get(entry.media_id) : undefined;
      if (file) out.center = { x: file.focal.x, y: file.focal.y };
    }
  }) as T;
}

/**
 * The current address of every library file the value refers to, and nothing else: a stored
 * {url, media_id} takes its file's address, an address of ours with an old hash the new one.
 * For the collections read outside a page's content (a blog post's header, an office page, a
 * profile, a listing's photos): a replaced file shows there without re-editing and without the
 * old address's redirect. Alt texts, stored in the collection's own shape, are left as they are.
 * `siteId` null: a file of any site (listings are shared by every site; their photos are public).
 */
export async function withCurrentMediaUrls<T>(db: Queryable, siteId: string | null, value: T): Promise<T> {
  const ids = collectMediaIds(value);
  if (ids.size === 0) return value;
  const rows = siteId === null ? await getAnySiteMediaRows(db, [...ids]) : await getMediaRows(db, siteId, [...ids]);
  if (rows.length === 0) return value;
  return withCurrentFiles(value, new Map(rows.map((row) => [row.id, toMediaItem(row)] as const))) as T;
}

/**
 * What a caller adds to an object's copy from the library, knowing the language of the entry it
 * stands in (a key fr/en above it) and, for a {url, media_id}, the file it shows.
 */
type AddFromLibrary = (source: Record<string, Json>, out: Record<string, Json>, entryLocale: Locale | null, item: MediaItem | undefined) => void;

/**
 * The walk both share: a copy of the value in which an address of ours (/media/<id>/...) with an
 * old hash takes the file's current one and a {url, media_id} its file's address; each object's
 * copy then gets what `add` reads from the library. Dates and other scalars are kept as they are.
 */
function withCurrentFiles(value: Json, items: Map<string, MediaItem>, add?: AddFromLibrary, entryLocale: Locale | null = null): Json {
  if (typeof value === 'string') {
    const id = mediaIdOfUrl(value);
    const item = id ? items.get(id) : undefined;
    return item && !value.startsWith(item.url) ? item.url : value;
  }
  if (Array.isArray(value)) return value.map((item) => withCurrentFiles(item, items, add, entryLocale));
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(source)) out[key] = withCurrentFiles(item, items, add, isLocale(key) ? key : entryLocale);
  const item = typeof source.media_id === 'string' && typeof source.url === 'string' ? items.get(source.media_id) : undefined;
  if (item) out.url = item.url;
  add?.(source, out, entryLocale, item);
  return out;
}
