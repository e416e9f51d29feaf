/**
 * A process-wide memo entry that keeps its value, not the promise of it, once the load has
 * settled. A promise made during a request holds that request's async context (Next's stores:
 * its headers, its incremental cache, about 70 KB) for as long as it is referenced: a memo of
 * promises kept one request per entry, 65 MB after 900 pages of 90 sites in a heap snapshot
 * (docs/benchmarks.md, "1,000 sites").
 */
export interface SettledEntry<T> {
  at: number;
  /** The load while it runs; dropped when it settles. */
  pending?: Promise<T>;
  settled: boolean;
  value?: T;
}

/** An entry for `load`, begun at `at`; `onFailure` runs when the load fails (the caller forgets the entry). */
export function settledEntry<T>(load: Promise<T>, at: number, onFailure: () => void): SettledEntry<T> {
  const entry: SettledEntry<T> = { at, pending: load, settled: false };
  load.then(
    (value) => {
      entry.value = value;
      entry.settled = true;
      entry.pending = undefined;
    },
    () => onFailure(),
  );
  return entry;
}

/** The entry's value, as a promise made now (in the caller's context). */
export function entryValue<T>(entry: SettledEntry<T>): Promise<T> {
  return entry.settled ? Promise.resolve(entry.value as T) : (entry.pending as Promise<T>);
}

/**
 * The value kept under `key` while younger than `ttlMs`, else `load`'s, kept from `now` (a
 * failed load is not kept: the next call loads again). A map at `maxEntries` is emptied, or
 * with `dropOldest` loses its oldest entry only.
 */
export function keptValue<T>(
  map: Map<string, SettledEntry<T>>,
  key: string,
  { ttlMs, maxEntries, dropOldest = false, now = Date.now() }: { ttlMs: number; maxEntries: number; dropOldest?: boolean; now?: number },
  load: () => Promise<T>,
): Promise<T> {
  const hit = map.get(key);
  if (hit && now - hit.at < ttlMs) return entryValue(hit);
  map.delete(key);
  if (map.size >= maxEntries) {
    const oldest = map.keys().next().value;
    if (!dropOldest) map.clear();
    else if (oldest !== undefined) map.delete(oldest);
  }
  const value = load();
  const entry = settledEntry(value, now, () => map.get(key) === entry && map.delete(key));
  map.set(key, entry);
  return value;
}
