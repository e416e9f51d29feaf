import type { Queryable } from '@/lib/db/types';
import { keptValue, type SettledEntry } from '@/lib/cache/settled-entry';
import { announceCleared, sharedMemoTtl } from '@/lib/cache/shared-memos';

/**
 * Article counts (the archive's total and the count per category) are the same for every
 * visitor and change only when an article or a category is written: each is remembered for
 * TTL_MS per database and query, and forgotten at once by every blog write of this process
 * (lib/blog/writes.ts, article-editor.ts, categories-editor.ts, invalidate.ts).
 *
 * The memo lives on globalThis: Next loads this module once per route bundle, and the write
 * in a route handler must clear the map the page render reads (else a page rendered just
 * after a delete kept the old total, and the page cache kept that page). With several
 * instances (REDIS_URL), a write clears every instance's map through Redis
 * (lib/cache/shared-memos.ts).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;

interface Memo {
  databaseIds: WeakMap<Queryable, number>;
  nextDatabaseId: number;
  entries: Map<string, SettledEntry<unknown>>;
}

function memo(): Memo {
  const holder = globalThis as { __blogCountMemo?: Memo };
  holder.__blogCountMemo ??= { databaseIds: new WeakMap(), nextDatabaseId: 1, entries: new Map() };
  return holder.__blogCountMemo;
}

function databaseId(db: Queryable): number {
  const m = memo();
  let id = m.databaseIds.get(db);
  if (id === undefined) {
    id = m.nextDatabaseId++;
    m.databaseIds.set(db, id);
  }
  return id;
}

export function rememberCount<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const { entries } = memo();
  const fullKey = `${databaseId(db)}\u0000${key}`;
  return keptValue(entries, fullKey, { ttlMs: sharedMemoTtl(TTL_MS), maxEntries: MAX_ENTRIES }, load) as Promise<T>;
}

/** After a blog write: this process's counts and, through Redis, every other instance's. */
export function forgetBlogCounts(): void {
  forgetBlogCountsLocally();
  announceCleared('blog-counts');
}

/** This process's counts only (another instance announced a write). */
export function forgetBlogCountsLocally(): void {
  memo().entries.clear();
}
