import { hostname } from 'node:os';
import type { Job } from '@/lib/jobs/types';
import { nextDueAt, runDueSchedules } from './run-due';

export const SCHEDULES_JOB = 'scheduled-publishing';

/**
 * Scheduled publications and withdrawals: a pass every `everyMs` on every instance (each
 * schedule is claimed by one of them, lib/schedules/run-due.ts), the first one a second after
 * the start so what fell due while the server was down runs at once. Between passes a timer
 * wakes the job at the next schedule's time when it comes before the next pass, so a change
 * lands within about a second of its time. SCHEDULED_PUBLISHING=off leaves it to other instances.
 */
export function scheduledPublishingJob({ everyMs = 20_000, instance = `${hostname()}:${process.pid}` }: { everyMs?: number; instance?: string } = {}): Job {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let listening = false;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    name: SCHEDULES_JOB,
    schedule: { everyMs, firstAfterMs: 1_000 },
    offSwitch: 'SCHEDULED_PUBLISHING',
    quiet: true,
    async run({ db, signal, wake }) {
      if (!listening) {
        listening = true;
        signal.addEventListener('abort', clear, { once: true });
      }
      const report = await runDueSchedules(db, instance);
      clear();
      const next = await nextDueAt(db);
      if (next !== null && !signal.aborted && next - Date.now() < everyMs) {
        timer = setTimeout(() => wake(SCHEDULES_JOB), Math.max(0, next - Date.now()) + 50);
        timer.unref?.();
      }
      if (report.done || report.failed) return `${report.done} done, ${report.failed} refused`;
    },
  };
}
