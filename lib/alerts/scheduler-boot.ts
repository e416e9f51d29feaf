import { getDb } from '@/lib/db';
import { kickOutboxWorker } from '@/lib/leads/outbox-runner';
import { startAlertScheduler, type AlertScheduler } from './scheduler';

const globalForAlerts = globalThis as unknown as { __alertScheduler?: AlertScheduler };

/**
 * Starts the alerts scheduler when the server boots (instrumentation.ts, one line), once per
 * process. ALERTS_SCHEDULER=off: instances that only serve requests (the lock keeps several
 * schedulers safe anyway). ALERTS_TICK_MS: the tick (60 000 by default; e2e runs use ~1 000).
 */
export function startAlertSchedulerAtBoot(env: Record<string, string | undefined> = process.env): boolean {
  if (env.NEXT_PHASE === 'phase-production-build' || env.ALERTS_SCHEDULER === 'off') return false;
  if (globalForAlerts.__alertScheduler) return true;
  const tickMs = Math.max(200, Number(env.ALERTS_TICK_MS) || 60_000);
  globalForAlerts.__alertScheduler = startAlertScheduler(getDb, { tickMs, onQueued: kickOutboxWorker });
  return true;
}
