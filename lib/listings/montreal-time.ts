import { SITE_TIME_ZONE } from '@/lib/format/date';

/** Québec listings give open-house times as Montréal wall-clock times (EST/EDT). */

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes Montréal is ahead of UTC at an instant (-240 in summer, -300 in winter). */
function offsetMinutes(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** "2026-06-06" + "14:00" in Montréal -> "2026-06-06T18:00:00.000Z". */
export function montrealToUtcIso(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let utc = wall - offsetMinutes(wall) * 60_000;
  // Near a change of offset the first guess can be an hour off: correct it with the offset at the guess.
  utc = wall - offsetMinutes(utc) * 60_000;
  return new Date(utc).toISOString();
}

/** The inverse, for forms: "2026-06-06T18:00:00.000Z" -> { date: "2026-06-06", time: "14:00" }. */
export function utcIsoToMontreal(iso: string): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(Date.parse(iso)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
