import type { PageStatus } from './page-status-type';
import { keptValue, type SettledEntry } from './settled-entry';
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
  return keptValue(memo(), key, { ttlMs: sharedMemoTtl(STATUS_TTL_MS), maxEntries: MAX_ENTRIES, now }, load);
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
