import { describe, expect, it } from 'vitest';
import { nextRunAt } from '@/lib/jobs/schedule';

describe('job schedules', () => {
  it('an interval counts from the start of the last run; the first run after firstAfterMs', () => {
    const now = Date.UTC(2026, 10, 30, 12);
    expect(nextRunAt({ everyMs: 60_000, firstAfterMs: 5_000 }, null, now)).toBe(now + 5_000);
    expect(nextRunAt({ everyMs: 60_000 }, null, now)).toBe(now + 60_000);
    expect(nextRunAt({ everyMs: 60_000 }, now - 20_000, now)).toBe(now + 40_000);
    // A run longer than its interval: the next one at once, not in the past.
    expect(nextRunAt({ everyMs: 60_000 }, now - 90_000, now)).toBe(now);
  });

  it('a cron expression is Québec time: 7:00 in Montréal in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(new Date(nextRunAt({ cron: '0 7 * * *' }, null, Date.UTC(2026, 10, 30, 11, 59))).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(new Date(nextRunAt({ cron: '0 7 * * *' }, null, Date.UTC(2026, 6, 1, 11, 1))).toISOString()).toBe('2026-07-02T11:00:00.000Z');
    // Mondays at 7:00: from Sunday 29 November 2026.
    expect(new Date(nextRunAt({ cron: '0 7 * * 1' }, null, Date.UTC(2026, 10, 29, 15))).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('an invalid cron expression is refused when the runner starts', () => {
    expect(() => nextRunAt({ cron: '61 7 * * *' }, null)).toThrow();
  });
});
