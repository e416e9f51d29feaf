import type { PageStatus } from './page-status-type';
import { entryValue, settledEntry, type SettledEntry } from './settled-entry';
import { announceCleared, sharedMemoTtl } from './shared-memos';

/**
 * The proxy's memo of path statuses, on globalThis so that the proxy bundle and the route
 * handlers (which run invalidate.ts) share one map in a process. Entries expire after
 * STATUS_TTL_MS; every content write clears the map at once (clearStatusMemo), in every
 * instance when they share Redis (shared-memos.ts).
 */
export const STATUS_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

type Entry = SettledEntry<PageStatus>;

function memo(): Map<string, Entry> {
  const holder = globalThis as { __pageStatusMemo?: Map<string, Entry> };
  holder.__pageStatusMemo ??= new Map();
  return holder.__pageStatusMemo;
}

export function memoStatus(key: string, load: () => Promise<PageStatus>, now = Date.now()): Promise<PageStatus> {
  const map = memo();
  const hit = map.get(key);
  if (hit && now - hit.at < sharedMemoTtl(STATUS_TTL_MS)) return entryValue(hit);
  if (map.size >= MAX_ENTRIES) map.clear();
  const value = load();
  // A failed lookup is not kept: the next request asks again.
  const entry = settledEntry(value, now, () => map.get(key) === entry && map.delete(key));
  map.set(key, entry);
  return value;
}

/** After a write: this process's memo and, through Redis, every other instance's. */
export function clearStatusMemo(): void {
  clearStatusMemoLocally();
  announceCleared('page-status');
}

/** This process's memo only (another instance announced a write). */
export function clearStatusMemoLocally(): void {
  memo().clear();
}
