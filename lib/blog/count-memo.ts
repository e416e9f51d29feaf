import type { Queryable } from '@/lib/db/types';

/**
 * Article counts (the archive's total and the count per category) are the same for every
 * visitor and change only when an article or a category is written: each is remembered for
 * TTL_MS per database and query, and forgotten at once by every blog write of this process
 * (lib/blog/writes.ts, article-editor.ts, categories-editor.ts, invalidate.ts).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;

const databaseIds = new WeakMap<Queryable, number>();
let nextDatabaseId = 1;
const entries = new Map<string, { at: number; value: Promise<unknown> }>();

function databaseId(db: Queryable): number {
  let id = databaseIds.get(db);
  if (id === undefined) {
    id = nextDatabaseId++;
    databaseIds.set(db, id);
  }
  return id;
}

export function rememberCount<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = `${databaseId(db)}\u0000${key}`;
  const hit = entries.get(fullKey);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(fullKey, { at: Date.now(), value });
  // A failed count is not kept.
  value.catch(() => entries.delete(fullKey));
  return value;
}

export function forgetBlogCounts(): void {
  entries.clear();
}
