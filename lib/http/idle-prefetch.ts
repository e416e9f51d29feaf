/**
 * Spec 001 section 7: "a prefetch runs at idle with a 2000 ms timeout, skipped on 2g or
 * save-data". A prefetch here is a GET whose answer a later request of the same URL takes
 * instead of asking again (the next page of results or of articles): it is started when the
 * browser is idle (at the latest after 2 s), never on a 2G connection or when the visitor
 * asked to save data, and an answer is kept for a minute, used once.
 */

export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
const KEEP_MS = 60_000;
const MAX_ENTRIES = 20;

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on 2g (slow-2g included) or with save-data on; true when the browser does not say. */
export function prefetchAllowed(connection: ConnectionInfo | undefined = browserConnection()): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

function browserConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Runs `task` when the browser is idle, at the latest after `timeout` ms; answers a cancel function. */
export function whenIdle(task: () => void, timeout = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

const kept = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Schedules a prefetch of `url` (JSON) at idle, unless the connection says not to or it is
 * already kept. Answers a cancel function (a component that unmounts stops its pending idle task).
 */
export function prefetchJsonAtIdle(url: string, init: RequestInit = {}): () => void {
  if (!prefetchAllowed() || kept.has(url)) return () => undefined;
  return whenIdle(() => {
    if (kept.size >= MAX_ENTRIES) kept.clear();
    const answer = fetch(url, { ...init, priority: 'low' } as RequestInit).then((response) => {
      if (!response.ok) throw new Error(`prefetch ${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failed prefetch is forgotten: the real request asks again.
    answer.catch(() => kept.delete(url));
    kept.set(url, { at: Date.now(), answer });
  });
}

/** The kept answer of `url` (and forgets it), or null: the caller then fetches as usual. */
export function takePrefetched(url: string, now = Date.now()): Promise<unknown> | null {
  const entry = kept.get(url);
  if (!entry) return null;
  kept.delete(url);
  return now - entry.at < KEEP_MS ? entry.answer : null;
}
