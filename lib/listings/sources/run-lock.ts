import type { Database } from '@/lib/db/types';

/** Namespace of the feeds' advisory locks (the second key is the feed id). */
const LOCK_SPACE = 31_001;

const globalForLocks = globalThis as unknown as { __feedLocks?: WeakMap<Database, Set<number>> };

/**
 * Runs fn while holding the feed's lock, so a feed never runs twice at once: across
 * instances on PostgreSQL (a transaction-level advisory lock held by an otherwise idle
 * transaction, released by its end even when the process dies), within the process on
 * PGlite (one process per database there). Returns { ran: false } when another run holds it.
 */
export async function withFeedLock<T>(db: Database, feedId: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const held = (globalForLocks.__feedLocks ??= new WeakMap()).get(db) ?? new Set<number>();
  globalForLocks.__feedLocks.set(db, held);
  if (held.has(feedId)) return { ran: false };
  held.add(feedId);
  try {
    if (db.kind === 'pglite') return { ran: true, value: await fn() };
    return await db.transaction(async (holder) => {
      const rows = await holder.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1, $2) as ok', [LOCK_SPACE, feedId]);
      if (!rows[0]?.ok) return { ran: false as const };
      return { ran: true as const, value: await fn() };
    });
  } finally {
    held.delete(feedId);
  }
}
