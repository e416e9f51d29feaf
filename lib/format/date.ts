import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { dateTimeFormat } from './intl-cache';

/**
 * Québec's time zone (Montréal keeps Toronto's clock; the tz database names the zone after Toronto).
 * Every date is shown in it, the same on the server and in the browser (no hydration drift);
 * the jobs' cron schedules, the listings' wall-clock times and the day-based rules read it too.
 * The formatters below are the site's and the workspace's only date formats (fr-CA, en-CA).
 */
export const SITE_TIME_ZONE = 'America/Toronto';
const siteTimeZone = SITE_TIME_ZONE;
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
export function formatDateTime(value: Date | string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeInfo[locale].iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone }).format(date);
}

/** A day in Québec in the fr-CA or en-CA medium format: '27 nov. 2026', 'Nov. 27, 2026'. '' if invalid. */
export function formatDateMedium(value: Date | string | number, locale: Locale): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = typeof value === 'string' && dateOnly.test(value) ? 'UTC' : siteTimeZone;
  return dateTimeFormat(localeInfo[locale].iso, { dateStyle: 'medium', timeZone }).format(date);
}

/** The time of an instant in Québec: '13 h 00', '1:00 p.m.'. '' if invalid. */
export function formatTime(value: Date | string | number, locale: Locale): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeInfo[locale].iso, { hour: 'numeric', minute: '2-digit', timeZone: siteTimeZone }).format(date);
}

/**
 * A source's date as precise as it was given: '2025' as is, '2025-12' as 'décembre 2025' /
 * 'December 2025', a day in the long format. '' if invalid.
 */
export function formatSourceDate(value: string, locale: Locale): string {
  if (/^\d{4}$/.test(value)) return value;
  if (/^\d{4}-\d{2}$/.test(value)) {
    const date = new Date(`${value}-01T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(localeInfo[locale].iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return dateOnly.test(value) ? formatDateLong(value, locale) : '';
}

/** The calendar day in Québec of an instant, 'YYYY-MM-DD' (today's by default): what day-based rules compare. */
export function quebecDay(value: Date | string | number = new Date()): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: siteTimeZone }).format(toDate(value));
}

/** "2026-12-12T19:00:00Z" -> { day: "2026-12-12", time: "14:00" }: an instant as Québec's wall clock (a form's day and time fields). */
export function quebecFields(value: Date | string | number): { day: string; time: string } {
  const format = dateTimeFormat('en-CA', { timeZone: siteTimeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  const p = Object.fromEntries(format.formatToParts(toDate(value)).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
