import type { Queryable } from '@/lib/db/types';
import type { ListingCount } from './types';

export type { ListingCount };

/**
 * A search asks three times for the same filters (the overlay's count, then the map answer
 * and the first page): the count is computed once and remembered for a few seconds, per
 * database. Listings change by bulk loads (which call forgetCounts) and sales, so a count
 * may lag by at most TTL_MS, never more.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

const databaseIds = new WeakMap<Queryable, number>();
let nextDatabaseId = 1;

function databaseId(db: Queryable): number {
  let id = databaseIds.get(db);
  if (id === undefined) {
    id = nextDatabaseId++;
    databaseIds.set(db, id);
  }
  return id;
}

export function countKey(db: Queryable, whereSql: string, params: readonly unknown[]): string {
  return `${databaseId(db)}\u0000${whereSql}\u0000${JSON.stringify(params)}`;
}

class RecentCounts {
  private readonly entries = new Map<string, { count: ListingCount; at: number }>();

  get(key: string): ListingCount | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.count;
  }

  set(key: string, count: ListingCount): void {
    // Oldest first in insertion order: drop from the front when full.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count, at: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}

export const recentCounts = new RecentCounts();

/** After a bulk load or any change of listings: counts are computed afresh. */
export function forgetCounts(): void {
  recentCounts.clear();
}
