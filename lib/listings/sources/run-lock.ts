import type { Database } from '@/lib/db/types';
import { withAdvisoryLock } from '@/lib/jobs/lock';

/** Namespace of the feeds' advisory locks (the second key is the feed id). */
const LOCK_SPACE = 31_001;

/**
 * Runs fn while holding the feed's lock, so a feed never runs twice at once (scheduled or
 * started by hand), across instances on PostgreSQL. Returns { ran: false } when another run
 * holds it.
 */
export function withFeedLock<T>(db: Database, feedId: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  return withAdvisoryLock(db, LOCK_SPACE, feedId, fn);
}
