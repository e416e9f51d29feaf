import { keptValue, type SettledEntry } from './settled-entry';
import { announceCleared, sharedMemoTtl } from './shared-memos';

/**
 * The site answering each host, kept in this process: every request asks for it (the
 * proxy's status lookup, the page render, the sitemap), and reading it from the database
 * or the data cache each time cost a query, or a Redis read and a decompression, per request.
 * On globalThis so that the proxy's bundle and the route handlers share one map. Every
 * change of a site (created, deleted, restored, its settings) clears it through
 * lib/cache/invalidate.ts invalidateSites, in every instance when they share Redis
 * (shared-memos.ts); entries are at most HOST_SITE_TTL_MS old besides.
 */
export const HOST_SITE_TTL_MS = 60_000;
/** Oldest dropped first past this: a site with its header and footer is about 8 KB of JSON (the demo sites). */
const MAX_ENTRIES = 500;

function memo(): Map<string, SettledEntry<unknown>> {
  const holder = globalThis as { __hostSiteMemo?: Map<string, SettledEntry<unknown>> };
  holder.__hostSiteMemo ??= new Map();
  return holder.__hostSiteMemo;
}

/** The site of `host` (as load finds it), loaded once per host until a site changes. */
export function memoHostSite<T>(host: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const map = memo() as Map<string, SettledEntry<T>>;
  return keptValue(map, host, { ttlMs: sharedMemoTtl(HOST_SITE_TTL_MS), maxEntries: MAX_ENTRIES, dropOldest: true, now }, load);
}

/** After a change of a site: this process's memo and, through Redis, every other instance's. */
export function clearHostSiteMemo(): void {
  clearHostSiteMemoLocally();
  announceCleared('host-sites');
}

/** This process's memo only (another instance announced a change). */
export function clearHostSiteMemoLocally(): void {
  memo().clear();
}
