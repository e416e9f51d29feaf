/**
 * Rule `photo_recent` (rules.ts): the register of licence holders shows a broker's photo,
 * "which must be updated every 5 years"; the product warns half a year before. Pure: the
 * photo's date and today's, both 'YYYY-MM-DD' (Québec calendar days).
 */

export type PhotoStatus = 'ok' | 'warn' | 'block';

export const PHOTO_BLOCK_MONTHS = 60;
export const PHOTO_WARN_MONTHS = 54;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `months` after `day`, the month's last day when it has no such day (29 Feb + 12 -> 28 Feb). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, last))).toISOString().slice(0, 10);
}

/**
 * ok before 4 years 6 months, warn from that day, block from the 5th anniversary on; a photo
 * without a date is blocked (its age cannot be shown).
 */
export function photoStatus(takenOn: string | null | undefined, today: string): PhotoStatus {
  if (!takenOn || !DAY.test(takenOn)) return 'block';
  if (today >= addMonths(takenOn, PHOTO_BLOCK_MONTHS)) return 'block';
  if (today >= addMonths(takenOn, PHOTO_WARN_MONTHS)) return 'warn';
  return 'ok';
}

/**
 * The SQL twin of "not blocked" for member alias `m` and a day expression (default: today in
 * Québec): what every public read of a member's photo adds, so a photo stops showing the day it
 * turns 5 (date + interval clamps to the month's last day, as addMonths does).
 */
export function photoShownSql(alias: string, today: string): string {
  return `(${alias}.photo_taken_on is not null and (${alias}.photo_taken_on + interval '${PHOTO_BLOCK_MONTHS} months')::date > ${today})`;
}
