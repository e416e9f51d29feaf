import { Cron } from 'croner';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import type { JobSchedule } from './types';

/** Longest timer Node keeps (about 24.8 days); a later run is reached in several waits. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When a job runs next: an interval counts from the start of its last run (the first run
 * `firstAfterMs` after start); a cron expression is read in Québec time (croner), so "0 7 * * *"
 * is 7:00 in Montréal in winter and in summer. Throws on an invalid expression (at boot).
 */
export function nextRunAt(schedule: JobSchedule, lastStartedAt: number | null, now = Date.now()): number {
  if ('cron' in schedule) {
    const next = new Cron(schedule.cron, { timezone: SITE_TIME_ZONE, paused: true }).nextRun(new Date(now));
    if (!next) throw new Error(`the cron expression "${schedule.cron}" never runs`);
    return next.getTime();
  }
  if (lastStartedAt === null) return now + (schedule.firstAfterMs ?? schedule.everyMs);
  return Math.max(now, lastStartedAt + schedule.everyMs);
}
