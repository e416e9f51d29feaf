import type { Database } from '@/lib/db/types';
import { dueFrequencies, markSlotDone, sendDigests } from './digest';
import { matchPendingChanges } from './match';

export interface AlertRunReport {
  changes: number;
  deliveries: number;
  emails: number;
}

/**
 * One scheduler tick: the listing changes recorded since the last tick are matched against
 * every active search, then the digests that are due (instant always; daily and weekly at
 * their 7:00 slot) are queued in the outbox.
 */
export async function runAlerts(db: Database, now = new Date()): Promise<AlertRunReport> {
  let changes = 0;
  let deliveries = 0;
  for (;;) {
    // Claiming the changes and storing what they match commit together: a crash loses neither.
    const matched = await db.transaction((tx) => matchPendingChanges(tx));
    if (matched.changes === 0) break;
    changes += matched.changes;
    deliveries += matched.deliveries;
  }
  let emails = 0;
  for (const due of await dueFrequencies(db, now)) {
    emails += await sendDigests(db, due.frequency, { now });
    if (due.slot) await markSlotDone(db, due.frequency, due.slot);
  }
  return { changes, deliveries, emails };
}
