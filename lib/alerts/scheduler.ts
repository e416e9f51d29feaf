import { asBackgroundJob } from '@/lib/db/query-count';
import type { Database } from '@/lib/db/types';
import { logger } from '@/lib/ops/logger';
import { purgeAlerts } from './purge';
import { runAlerts, type AlertRunReport } from './run';

/** Namespace of the alerts' advisory lock (feeds use 31001, saving a search 31002). */
const LOCK_SPACE = 31_003;

const globalForLock = globalThis as unknown as { __alertsRunning?: WeakSet<Database> };

/**
 * Runs one alerts tick unless another runner holds the lock: one runner across instances
 * on PostgreSQL (a transaction-level advisory lock held by an otherwise idle transaction,
 * released even if the process dies), one per process on PGlite.
 */
export async function runAlertsOnce(db: Database, now = new Date()): Promise<AlertRunReport | null> {
  const running = (globalForLock.__alertsRunning ??= new WeakSet());
  if (running.has(db)) return null;
  running.add(db);
  try {
    if (db.kind === 'pglite') return await runAlerts(db, now);
    return await db.transaction(async (holder) => {
      const rows = await holder.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1, 1) as ok', [LOCK_SPACE]);
      if (!rows[0]?.ok) return null;
      return runAlerts(db, now);
    });
  } finally {
    running.delete(db);
  }
}

export interface AlertScheduler {
  tick(): Promise<AlertRunReport | null>;
  stop(): void;
}

/** The in-server scheduler: a tick every `tickMs` (a minute: instant alerts go out within 5 minutes). */
export function startAlertScheduler(getDb: () => Promise<Database>, { tickMs = 60_000, onQueued = () => {} }: { tickMs?: number; onQueued?: () => void } = {}): AlertScheduler {
  let lastPurge = 0;
  const tick = async () => {
    try {
      const db = await getDb();
      const report = await runAlertsOnce(db);
      if (report && Date.now() - lastPurge > 3600_000) {
        lastPurge = Date.now();
        await purgeAlerts(db);
      }
      if (report && (report.changes > 0 || report.emails > 0)) {
        logger.info({ job: 'alerts', ...report }, 'alerts run');
        if (report.emails > 0) onQueued();
      }
      return report;
    } catch (error) {
      logger.error({ job: 'alerts', err: error }, 'alerts tick failed');
      return null;
    }
  };
  const timer = setInterval(() => void asBackgroundJob(tick), tickMs);
  timer.unref?.();
  return { tick, stop: () => clearInterval(timer) };
}
