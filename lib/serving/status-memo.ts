import type { PageStatus } from './page-status-type';

/**
 * The proxy's memo of path statuses, on globalThis so that the proxy bundle and the route
 * handlers (which run invalidate.ts) share one map in a process. Entries expire after
 * STATUS_TTL_MS; every content write clears the map at once (clearStatusMemo).
 */
export const STATUS_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  at: number;
  value: Promise<PageStatus>;
}

function memo(): Map<string, Entry> {
  const holder = globalThis as { __pageStatusMemo?: Map<string, Entry> };
  holder.__pageStatusMemo ??= new Map();
  return holder.__pageStatusMemo;
}

export function memoStatus(key: string, load: () => Promise<PageStatus>, now = Date.now()): Promise<PageStatus> {
  const map = memo();
  const hit = map.get(key);
  if (hit && now - hit.at < STATUS_TTL_MS) return hit.value;
  if (map.size >= MAX_ENTRIES) map.clear();
  const value = load();
  map.set(key, { at: now, value });
  // A failed lookup is not kept: the next request asks again.
  value.catch(() => map.delete(key));
  return value;
}

export function clearStatusMemo(): void {
  memo().clear();
}
