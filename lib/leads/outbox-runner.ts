import 'server-only';
import { getDb } from '@/lib/db';
import { asBackgroundJob } from '@/lib/db/query-count';
import { logger } from '@/lib/ops/logger';
import { mailerFromEnv } from './mailer';
import { deliverDueLeads, purgeExpired, type DeliveryReport } from './outbox-worker';

const TICK_MS = 5_000;
/** E-mails sent per pass; a full pass is followed by another at once. */
const BATCH = 50;
const PURGE_EVERY_MS = 10 * 60_000;

interface Runner {
  timer: ReturnType<typeof setInterval>;
  running: boolean;
  again: boolean;
  lastPurge: number;
  /** Set by stopOutboxWorker: no new tick, no new claim. */
  stopped: boolean;
  /** The tick in progress, awaited by stopOutboxWorker. */
  current: Promise<void> | null;
}

/** One JSON line per delivery outcome (lib/ops/logger.ts). */
function logReport(report: DeliveryReport): void {
  const line = { job: 'lead-outbox', lead_id: report.leadId, status: report.status, ...(report.error ? { error: report.error } : {}) };
  if (report.status === 'sent') logger.info(line, 'lead e-mail sent');
  else logger.warn(line, report.status === 'failed' ? 'lead e-mail failed for good' : 'lead e-mail failed, will retry');
}

// One loop per process (a globalThis slot survives dev hot reloads).
const globalForRunner = globalThis as unknown as { __leadOutboxRunner?: Runner };

function tick(runner: Runner): Promise<void> {
  // Ticks never overlap in one process; other processes are kept apart by SKIP LOCKED.
  if (runner.stopped) return Promise.resolve();
  if (runner.running) {
    runner.again = true;
    return runner.current ?? Promise.resolve();
  }
  runner.running = true;
  runner.current = (async () => {
    try {
      do {
        runner.again = false;
        const db = await getDb();
        const reports = await deliverDueLeads(db, mailerFromEnv(), { max: BATCH, shouldStop: () => runner.stopped });
        reports.forEach(logReport);
        // A full batch: more may be due (a 7:00 alert digest queues thousands): go on at once.
        if (reports.length >= BATCH) runner.again = true;
        if (!runner.stopped && Date.now() - runner.lastPurge > PURGE_EVERY_MS) {
          runner.lastPurge = Date.now();
          await purgeExpired(db);
        }
      } while (runner.again && !runner.stopped);
    } catch (error) {
      logger.error({ job: 'lead-outbox', err: error }, 'outbox tick failed');
    } finally {
      runner.running = false;
      runner.current = null;
    }
  })();
  return runner.current;
}

/**
 * Graceful stop (lib/ops/graceful-stop.ts): no new tick or claim; resolves when the e-mail
 * being sent, if any, is sent and marked, so no e-mail is left 'sending' to be sent again
 * by the next process once its lease expires.
 */
export async function stopOutboxWorker(): Promise<void> {
  const runner = globalForRunner.__leadOutboxRunner;
  if (!runner) return;
  runner.stopped = true;
  clearInterval(runner.timer);
  await runner.current;
}

/**
 * Starts the in-process delivery loop if it is not running, and runs a tick now (a new
 * lead goes out at once). Called by the intake after each stored lead.
 */
export function kickOutboxWorker(): void {
  let runner = globalForRunner.__leadOutboxRunner;
  if (!runner) {
    const created: Runner = {
      running: false,
      again: false,
      lastPurge: 0,
      stopped: false,
      current: null,
      timer: setInterval(() => void asBackgroundJob(() => tick(created)), TICK_MS),
    };
    created.timer.unref?.();
    globalForRunner.__leadOutboxRunner = runner = created;
  }
  const kicked = runner;
  void asBackgroundJob(() => tick(kicked));
}
