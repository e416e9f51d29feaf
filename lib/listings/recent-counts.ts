import type { Queryable } from '@/lib/db/types';
import { announceCleared, sharedMemoTtl } from '@/lib/cache/shared-memos';
import type { ListingCount } from './types';

export type { ListingCount };

/**
 * A search asks three times for the same filters (the overlay's count, then the map answer
 * and the first page): the count is computed once and remembered for a few seconds, per
 * database. Every change of listings forgets the counts: bulk loads and each feed page as they
 * write, and invalidateListingPages once an editor's save or a whole feed run is committed.
 *
 * The memo lives on globalThis: Next loads this module once per route bundle, and a save in
 * a route handler must clear the map the page render reads. (When it did not, the search
 * page rendered just after a listing was sold kept the old count, and the page cache kept
 * that page until the next listing change.) With several instances (REDIS_URL), a write
 * clears every instance's map through Redis (lib/cache/shared-memos.ts).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

interface Memo {
  databaseIds: WeakMap<Queryable, number>;
  nextDatabaseId: number;
  /** Oldest first in insertion order: dropped from the front when full. */
  entries: Map<string, { count: ListingCount; at: number }>;
  /** One more at each forgetting: other memos of listing reads compare it (listingsGeneration). */
  generation: number;
}

function memo(): Memo {
  const holder = globalThis as { __listingCountMemo?: Memo };
  holder.__listingCountMemo ??= { databaseIds: new WeakMap(), nextDatabaseId: 1, entries: new Map(), generation: 0 };
  return holder.__listingCountMemo;
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

export function countKey(db: Queryable, whereSql: string, params: readonly unknown[]): string {
  return `${databaseId(db)}\u0000${whereSql}\u0000${JSON.stringify(params)}`;
}

export const recentCounts = {
  get(key: string): ListingCount | undefined {
    const { entries } = memo();
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > sharedMemoTtl(TTL_MS)) {
      entries.delete(key);
      return undefined;
    }
    return entry.count;
  },

  set(key: string, count: ListingCount): void {
    const { entries } = memo();
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { count, at: Date.now() });
  },
};

/** After a change of listings: this process's counts and, through Redis, every other instance's. */
export function forgetCounts(): void {
  forgetCountsLocally();
  announceCleared('listing-counts');
}

/** This process's counts only (another instance announced a change). */
export function forgetCountsLocally(): void {
  const m = memo();
  m.entries.clear();
  m.generation++;
}

/**
 * Changes at every forgetting of the counts (a change of listings here or, through Redis, in
 * another instance): a memo of other listing reads (the sitemap's, lib/seo) keeps the
 * generation it read at and reads again once it differs.
 */
export function listingsGeneration(): number {
  return memo().generation;
}
