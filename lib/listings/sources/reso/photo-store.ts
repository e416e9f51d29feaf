import type { Queryable } from '@/lib/db/types';
import { outboundFetch, OutboundUnreachable, type Fetcher } from '@/lib/http/outbound';
import { logger } from '@/lib/ops/logger';
import { receiveToTempFile } from '@/lib/media/receive';
import { storeMediaOnce } from '@/lib/media/service';
import { mediaStorage, type MediaStorage } from '@/lib/media/storage';
import type { FeedMedia, FeedRecord, StoredFeedMedia } from '../types';

/**
 * The one place where a feed's photos become the photos our pages show. Feed URLs expire, so
 * each new or changed photo is downloaded and stored in the media library of the feed's site
 * (the upload pipeline: upright, no metadata; sizes and WebP made on request by /media), and
 * pages show its library address. A photo whose MediaKey and modification timestamp (and
 * feed address) are unchanged keeps its copy without a download; the same bytes are stored
 * once per site (lib/media/service.ts storeMediaOnce). A photo that cannot be downloaded is
 * kept with an empty `url` (pages skip it: no hot-link to an address that expires) and is
 * tried again by the next run (retryFeedPhotos); the import goes on. A photo's address comes
 * from the feed: it is fetched through the outbound client (lib/http/outbound.ts: public
 * addresses only, 25 MB at most) and its bytes go through the upload checks
 * (lib/media/process.ts: type from the bytes, full decode, SVG sanitised).
 */
export const MAX_FEED_PHOTO_BYTES = 25 * 1024 * 1024;

export interface PhotoOptions {
  /** false: pages show the feed's URL, nothing is downloaded (the feed benchmark: no photo bytes). */
  copy?: boolean;
  /** Downloads at once (default 4). */
  concurrency?: number;
  timeoutMs?: number;
  /** Tests only: another transport (default the outbound client). */
  fetch?: Fetcher;
  storage?: (db: Queryable) => MediaStorage;
  warn?: (message: string) => void;
}

/** The listing_media rows not copied yet that one run tries again (the rest wait for the next). */
const RETRY_BATCH = 200;

interface Held {
  media_key: string;
  feed_url: string;
  url: string;
  modified_at: Date | string | null;
}

const sameTime = (a: Date | string | null, b: string | null) => (a === null || b === null ? a === b : new Date(a).getTime() === Date.parse(b));

export async function storeFeedPhotos(db: Queryable, feed: FeedRecord, media: FeedMedia[], options: PhotoOptions = {}): Promise<StoredFeedMedia[]> {
  if (options.copy === false) return media.map((m) => ({ ...m, feed_url: m.url }));
  if (media.length === 0) return [];
  const held = new Map(
    (
      await db.query<Held>('select media_key, feed_url, url, modified_at from listing_media where feed_id = $1 and media_key = any($2::text[])', [
        feed.id,
        media.map((m) => m.media_key),
      ])
    ).map((h) => [h.media_key, h]),
  );
  const storage = (options.storage ?? mediaStorage)(db);
  return mapLimit(media, options.concurrency ?? 4, async (m): Promise<StoredFeedMedia> => {
    const before = held.get(m.media_key);
    if (before && before.url.startsWith('/media/') && before.feed_url === m.url && sameTime(before.modified_at, m.modified_at)) {
      return { ...m, feed_url: m.url, url: before.url };
    }
    try {
      return { ...m, feed_url: m.url, url: await copyPhoto(db, storage, feed, m, options) };
    } catch (error) {
      // The run shows one message for every unreachable address; the reason is logged (debug: one line a photo).
      if (error instanceof OutboundUnreachable) logger.debug({ job: 'feed', feed_id: feed.id, media_key: m.media_key, detail: error.detail }, 'feed photo not downloaded');
      options.warn?.(`photo ${m.media_key} not copied (${error instanceof Error ? error.message : String(error)}): tried again next run`);
      return { ...m, feed_url: m.url, url: '' };
    }
  });
}

/** The photos a previous run could not copy, tried again (a batch per run). */
export async function pendingFeedPhotos(db: Queryable, feedId: number): Promise<FeedMedia[]> {
  const rows = await db.query<{ media_key: string; listing_key: string; feed_url: string; position: number; alt: string; category: string; modified_at: Date | string | null }>(
    `select media_key, listing_key, feed_url, position, alt, category, modified_at from listing_media
      where feed_id = $1 and url = '' order by listing_key, position limit ${RETRY_BATCH}`,
    [feedId],
  );
  return rows.map((r) => ({
    media_key: r.media_key,
    listing_key: r.listing_key,
    url: r.feed_url,
    position: Number(r.position),
    alt: r.alt,
    category: r.category,
    modified_at: r.modified_at === null ? null : new Date(r.modified_at).toISOString(),
  }));
}

async function copyPhoto(db: Queryable, storage: MediaStorage, feed: FeedRecord, m: FeedMedia, options: PhotoOptions): Promise<string> {
  const response = await (options.fetch ?? outboundFetch)(m.url, { timeoutMs: options.timeoutMs ?? 30_000, maxBytes: MAX_FEED_PHOTO_BYTES });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status}`);
  }
  const received = await receiveToTempFile(response.body, MAX_FEED_PHOTO_BYTES);
  try {
    const name = `${m.listing_key}-${m.position}.${/\.(png|webp|avif|gif)(\?|$)/i.exec(m.url)?.[1] ?? 'jpg'}`;
    const item = await storeMediaOnce(db, storage, feed.site_id, received.path, name, {
      title: m.alt || name,
      alt: m.alt ? { fr: m.alt, en: m.alt } : {},
      tags: ['feed'],
      only: 'image',
    });
    return item.url;
  } finally {
    await received.discard();
  }
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
