import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { dateTimeFormat } from './intl-cache';

/**
 * Dates are shown in Québec time, the same on the server and in the browser (no hydration
 * drift); the jobs' cron schedules are read in it too (lib/jobs/schedule.ts).
 */
export const siteTimeZone = 'America/Toronto';
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

export function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A date in the fr-CA or en-CA long format: '5 mars 2024', 'March 5, 2024'. A bare
 * 'YYYY-MM-DD' is a calendar day, shown as is whatever the time zone. '' if invalid.
 */
export function formatDateLong(value: Date | string | number, locale: Locale): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = typeof value === 'string' && dateOnly.test(value) ? 'UTC' : siteTimeZone;
  return dateTimeFormat(localeInfo[locale].iso, { dateStyle: 'long', timeZone }).format(date);
}

/**
 * An instant as a day and a time in Québec, the workspace's logs' format (fr-CA and en-CA
 * medium date, short time): '27 nov. 2026, 06 h 33', 'Nov. 27, 2026, 6:33 a.m.'. '' if invalid.
 */
export function formatDateTime(value: Date | string | number, locale: Locale): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeInfo[locale].iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone }).format(date);
}
