import type { Database } from '@/lib/db/types';

const globalForLocks = globalThis as unknown as { __advisoryLocks?: WeakMap<Database, Set<string>> };

/**
 * Runs fn while holding the lock (space, key), so the work it guards never runs twice at
 * once: across instances on PostgreSQL (a transaction-level advisory lock held by an otherwise
 * idle transaction, released by its end even when the process dies), within the process on
 * PGlite (one process per database there). Returns { ran: false } when another run holds it.
 */
export async function withAdvisoryLock<T>(db: Database, space: number, key: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const locks = (globalForLocks.__advisoryLocks ??= new WeakMap());
  const held = locks.get(db) ?? new Set<string>();
  locks.set(db, held);
  const id = `${space}:${key}`;
  if (held.has(id)) return { ran: false };
  held.add(id);
  try {
    if (db.kind === 'pglite') return { ran: true, value: await fn() };
    if (!Number.isInteger(space) || !Number.isInteger(key)) throw new Error(`advisory lock keys must be integers (got ${space}, ${key})`);
    return await db.transaction(async (holder) => {
      // Without parameters, so the query goes by the simple protocol: a parameterised one
      // leaves its portal open, and with it a snapshot that holds back every vacuum and every
      // page pruning for as long as fn runs (a long feed run then walked an ever longer chain
      // of dead versions of its own feed row, once per row written).
      const rows = await holder.query<{ ok: boolean }>(`select pg_try_advisory_xact_lock(${space}, ${key}) as ok`);
      if (!rows[0]?.ok) return { ran: false as const };
      return { ran: true as const, value: await fn() };
    });
  } finally {
    held.delete(id);
  }
}

/** Namespace of the jobs' advisory locks (feeds use 31001, saving a search 31002). */
const JOB_LOCK_SPACE = 31_004;

/** A job name as a lock key: FNV-1a, 32 bits, signed as PostgreSQL's int4 wants it. */
function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The lock of a job marked `once`: one run of it at a time across instances. */
export function withJobLock<T>(db: Database, name: string, fn: () => Promise<T>) {
  return withAdvisoryLock(db, JOB_LOCK_SPACE, jobLockKey(name), fn);
}
