import 'server-only';
import { wakeJob } from '@/lib/jobs/server-runner';
import type { Job } from '@/lib/jobs/types';
import { logger } from '@/lib/ops/logger';
import { mailerFromEnv } from '@/lib/mail/mailer';
import { deliverDueLeads, purgeExpired, type DeliveryReport } from './outbox-worker';

const OUTBOX_JOB = 'lead-outbox';
/** E-mails sent per pass; a full pass is followed by another at once. */
const BATCH = 50;
const PURGE_EVERY_MS = 10 * 60_000;

/** One JSON line per delivery outcome (lib/ops/logger.ts). */
function logReport(report: DeliveryReport): void {
  const line = { job: OUTBOX_JOB, lead_id: report.leadId, status: report.status, ...(report.error ? { error: report.error } : {}) };
  if (report.status === 'sent') logger.info(line, 'lead e-mail sent');
  else logger.warn(line, report.status === 'failed' ? 'lead e-mail failed for good' : 'lead e-mail failed, will retry');
}

/**
 * The lead and account e-mail outbox: every 5 s, and at once when an e-mail is queued
 * (kickOutboxWorker). Every instance may deliver: each e-mail is claimed once (SKIP LOCKED).
 * On stop, the e-mail being sent is finished and marked and no new one is claimed, so none
 * is left 'sending' to be sent again once its lease expires.
 */
export function outboxJob(): Job {
  let lastPurge = 0;
  return {
    name: OUTBOX_JOB,
    schedule: { everyMs: 5_000, firstAfterMs: 0 },
    offSwitch: 'LEADS_OUTBOX_WORKER',
    quiet: true,
    async run({ db, signal }) {
      const counts: Record<string, number> = {};
      let full = false;
      do {
        const reports = await deliverDueLeads(db, mailerFromEnv(), { max: BATCH, shouldStop: () => signal.aborted });
        reports.forEach(logReport);
        for (const report of reports) counts[report.status] = (counts[report.status] ?? 0) + 1;
        // A full batch: more may be due (a 7:00 alert digest queues thousands): go on at once.
        full = reports.length >= BATCH;
      } while (full && !signal.aborted);
      if (!signal.aborted && Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeExpired(db);
      }
      return Object.entries(counts).map(([status, n]) => `${n} ${status}`).join(', ');
    },
  };
}

/** A new e-mail is queued: the outbox of this instance sends it now. */
export function kickOutboxWorker(): void {
  wakeJob(OUTBOX_JOB);
}
