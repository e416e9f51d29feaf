import { montrealToUtcIso, utcIsoToMontreal } from '@/lib/listings/montreal-time';

/**
 * When digests go out: daily at 7:00 and weekly on Monday at 7:00, Montréal wall
 * time, daylight-saving changes included (the offset comes from Intl for each date, never
 * from a fixed -5/-4). A slot is the UTC instant of one such 7:00; the scheduler sends a
 * frequency's digest once per slot, at the first tick at or after it (a server down at 7:00
 * sends when it is back).
 */
export const DIGEST_TIME = '07:00';

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The latest daily 7:00 (Montréal) at or before `now`. */
export function latestDailySlot(now: Date): Date {
  const today = utcIsoToMontreal(now.toISOString()).date;
  const slot = new Date(montrealToUtcIso(today, DIGEST_TIME));
  return slot.getTime() <= now.getTime() ? slot : new Date(montrealToUtcIso(addDays(today, -1), DIGEST_TIME));
}

/** The latest Monday 7:00 (Montréal) at or before `now`. */
export function latestWeeklySlot(now: Date): Date {
  let day = utcIsoToMontreal(now.toISOString()).date;
  for (let i = 0; i < 8; i++) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 1) {
      const slot = new Date(montrealToUtcIso(day, DIGEST_TIME));
      if (slot.getTime() <= now.getTime()) return slot;
    }
    day = addDays(day, -1);
  }
  throw new Error('no Monday within 8 days');
}

/** The next slot after `now` (for display and tests): daily or weekly. */
export function nextSlot(frequency: 'daily' | 'weekly', now: Date): Date {
  const latest = frequency === 'daily' ? latestDailySlot : latestWeeklySlot;
  const step = frequency === 'daily' ? 1 : 7;
  const current = latest(now);
  const date = utcIsoToMontreal(current.toISOString()).date;
  return new Date(montrealToUtcIso(addDays(date, step), DIGEST_TIME));
}
