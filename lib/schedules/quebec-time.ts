import { montrealToUtcIso } from '@/lib/listings/montreal-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * The instant of a day and a time the editor typed, read in Québec time (the screen says so):
 * "2026-12-12" + "14:00" -> 19:00 UTC in winter, 18:00 in summer ("14:00:30": seconds too, for
 * scripts; the form gives minutes). Null when either is not a real day or time.
 */
export function quebecInstant(day: string, time: string): Date | null {
  if (!DAY.test(day) || !TIME.test(time)) return null;
  const [y, m, d] = day.split('-').map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  if (check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d) return null;
  const seconds = Number(time.slice(6) || 0);
  return new Date(Date.parse(montrealToUtcIso(day, time.slice(0, 5))) + seconds * 1000);
}
