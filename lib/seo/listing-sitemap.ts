import type { Queryable } from '@/lib/db/types';
import { sharedMemoTtl } from '@/lib/cache/shared-memos';
import { entryValue, settledEntry, type SettledEntry } from '@/lib/cache/settled-entry';
import { listingsGeneration } from '@/lib/listings/recent-counts';
import { activeListingCount, listingSitemapEntries } from './sitemap';
import { originlessUrls, type OriginlessUrls } from './sitemap-xml';

/**
 * The listings' part of the sitemaps, read and written once for every site of the process:
 * listings are shared by all sites, so each site's sitemap lists the same ones (2,000 demo
 * listings: 4,000 URLs) and only its origin differs. Reading and writing them for each site
 * was most of a sitemap's time. Kept until listings change (a write anywhere forgets the
 * listing counts, lib/listings/recent-counts.ts, in every instance) and LISTING_SITEMAP_TTL_MS
 * at most, for a contract that starts or ends with the date (the sitemap itself tells
 * crawlers to keep it an hour).
 */
export const LISTING_SITEMAP_TTL_MS = 60_000;
/** Past this many listings (a sitemap index of big files, read by crawlers now and then) nothing is kept. */
const KEPT_LISTINGS_MAX = 10_000;

type Entry = SettledEntry<unknown> & { generation: number };

function memoOf(db: Queryable): Map<string, Entry> {
  const holder = globalThis as { __listingSitemapMemo?: WeakMap<Queryable, Map<string, Entry>> };
  holder.__listingSitemapMemo ??= new WeakMap();
  let memo = holder.__listingSitemapMemo.get(db);
  if (!memo) holder.__listingSitemapMemo.set(db, (memo = new Map()));
  return memo;
}

function kept<T>(db: Queryable, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const memo = memoOf(db);
  const generation = listingsGeneration();
  const hit = memo.get(key);
  if (hit && hit.generation === generation && now - hit.at < sharedMemoTtl(LISTING_SITEMAP_TTL_MS)) return entryValue(hit as SettledEntry<T>);
  const value = load();
  // A failed read is not kept: the next request reads again.
  const entry: Entry = Object.assign(settledEntry<unknown>(value, now, () => memo.get(key) === entry && memo.delete(key)), { generation });
  memo.set(key, entry);
  return value;
}

/** How many active listings, and the latest listing date (a sitemap index's lastmod). */
export function listingSitemapSummary(db: Queryable): Promise<{ count: number; lastModified: Date | null }> {
  return kept(db, 'summary', () => activeListingCount(db));
}

/** The <url> elements of one sitemap file of listings (0, 1, ...), for any origin. */
export function listingSitemapUrls(db: Queryable, file: number, listingCount: number): Promise<OriginlessUrls> {
  const load = async () => originlessUrls(await listingSitemapEntries(db, file));
  return file === 0 && listingCount <= KEPT_LISTINGS_MAX ? kept(db, 'file-0', load) : load();
}
