import { describe, expect, it } from 'vitest';
import { latestDailySlot, latestWeeklySlot, nextSlot } from '@/lib/alerts/schedule';

// Québec time (SITE_TIME_ZONE): EDT (UTC-4) until Sunday 1 November 2026 2:00, then EST (UTC-5);
// EST until Sunday 8 March 2026 2:00, then EDT. 7:00 is 11:00 UTC in summer, 12:00 UTC in winter.
const at = (iso: string) => new Date(iso);

describe('digest times: 7:00 in Montréal, across the daylight-saving changes', () => {
  it('daily at 7:00 EDT before the November change and 7:00 EST after it', () => {
    expect(latestDailySlot(at('2026-10-31T11:00:00Z')).toISOString()).toBe('2026-10-31T11:00:00.000Z');
    // Sunday 1 November: the change is at 2:00, 7:00 is already EST.
    expect(latestDailySlot(at('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-01T12:00:00.000Z');
    // 11:30 UTC on 1 November is 6:30 EST: the last 7:00 is the day before (EDT).
    expect(latestDailySlot(at('2026-11-01T11:30:00Z')).toISOString()).toBe('2026-10-31T11:00:00.000Z');
    expect(nextSlot('daily', at('2026-10-31T11:00:00Z')).toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it('daily at 7:00 EST before the March change and 7:00 EDT after it', () => {
    expect(latestDailySlot(at('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(latestDailySlot(at('2026-03-08T11:00:00Z')).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    // 10:59 UTC on 8 March is 6:59 EDT: not yet.
    expect(latestDailySlot(at('2026-03-08T10:59:00Z')).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(nextSlot('daily', at('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });

  it('weekly on Monday at 7:00: the Mondays around both changes', () => {
    // Monday 26 October 2026 (EDT) and Monday 2 November 2026 (EST).
    expect(latestWeeklySlot(at('2026-10-31T15:00:00Z')).toISOString()).toBe('2026-10-26T11:00:00.000Z');
    expect(latestWeeklySlot(at('2026-11-02T12:00:00Z')).toISOString()).toBe('2026-11-02T12:00:00.000Z');
    expect(latestWeeklySlot(at('2026-11-02T11:59:00Z')).toISOString()).toBe('2026-10-26T11:00:00.000Z');
    expect(nextSlot('weekly', at('2026-10-27T00:00:00Z')).toISOString()).toBe('2026-11-02T12:00:00.000Z');
    // Monday 2 March 2026 (EST) and Monday 9 March 2026 (EDT).
    expect(latestWeeklySlot(at('2026-03-09T11:00:00Z')).toISOString()).toBe('2026-03-09T11:00:00.000Z');
    expect(latestWeeklySlot(at('2026-03-09T10:00:00Z')).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(nextSlot('weekly', at('2026-03-03T00:00:00Z')).toISOString()).toBe('2026-03-09T11:00:00.000Z');
  });

  it('a Sunday evening in Montréal that is already Monday in UTC is not Monday', () => {
    // Sunday 1 November 2026, 22:00 EST = Monday 03:00 UTC.
    expect(latestWeeklySlot(at('2026-11-02T03:00:00Z')).toISOString()).toBe('2026-10-26T11:00:00.000Z');
  });
});
