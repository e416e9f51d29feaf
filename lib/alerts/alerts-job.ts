import type { Database } from '@/lib/db/types';
import { withJobLock } from '@/lib/jobs/lock';
import type { Job } from '@/lib/jobs/types';
import { logger } from '@/lib/ops/logger';
import { purgeAlerts } from './purge';
import { runAlerts, type AlertRunReport } from './run';

const ALERTS_JOB = 'alerts';
/** The outbox job's name (lib/leads/outbox-job.ts), woken when a run queued e-mails. */
const OUTBOX_JOB = 'lead-outbox';

/**
 * One alerts run unless another runner holds the job's lock: one runner across instances
 * on PostgreSQL, one per process on PGlite (lib/jobs/lock.ts). The job below takes the same
 * lock through the runner (`once`).
 */
export async function runAlertsOnce(db: Database, now = new Date()): Promise<AlertRunReport | null> {
  const outcome = await withJobLock(db, ALERTS_JOB, () => runAlerts(db, now));
  return outcome.ran ? outcome.value : null;
}

/**
 * Saved-search alerts: a run every `everyMs` (a minute: instant alerts go out within 5
 * minutes; the daily 7:00 and weekly Monday 7:00 digests are chosen by the run itself,
 * lib/alerts/schedule.ts). ALERTS_SCHEDULER=off leaves it to other instances.
 */
export function alertsJob({ everyMs = 60_000 }: { everyMs?: number } = {}): Job {
  let lastPurge = 0;
  return {
    name: ALERTS_JOB,
    schedule: { everyMs },
    once: true,
    offSwitch: 'ALERTS_SCHEDULER',
    quiet: true,
    async run({ db, wake }) {
      const report = await runAlerts(db);
      if (Date.now() - lastPurge > 3600_000) {
        lastPurge = Date.now();
        await purgeAlerts(db);
      }
      if (report.changes === 0 && report.emails === 0) return;
      logger.info({ job: ALERTS_JOB, ...report }, 'alerts run');
      if (report.emails > 0) wake(OUTBOX_JOB);
      return `${report.changes} changes, ${report.emails} e-mails`;
    },
  };
}
