import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { toDate } from './date';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
/** Average month and year lengths: good enough for "3 months ago". */
const month = 30.4375 * day;
const year = 365.25 * day;

/** Months start after 45 days (spec 000 section 9): 40 days ago is still "40 days ago". */
const monthsFrom = 45 * day;

function unitFor(elapsed: number): [number, Intl.RelativeTimeFormatUnit] {
  if (elapsed < minute) return [elapsed / second, 'second'];
  if (elapsed < hour) return [elapsed / minute, 'minute'];
  if (elapsed < day) return [elapsed / hour, 'hour'];
  if (elapsed < monthsFrom) return [elapsed / day, 'day'];
  const months = Math.round(elapsed / month);
  if (months < 12) return [months, 'month'];
  return [Math.max(1, Math.round(elapsed / year)), 'year'];
}

/** 'il y a 3 jours' / '3 days ago' (or 'dans 2 heures' for a future date). '' if invalid. */
export function timeAgo(value: Date | string | number, now: Date | number, locale: Locale): string {
  const date = toDate(value).getTime();
  const reference = toDate(now).getTime();
  if (Number.isNaN(date) || Number.isNaN(reference)) return '';
  const elapsed = reference - date;
  const [amount, unit] = unitFor(Math.abs(elapsed));
  const rounded = Math.floor(amount);
  const format = new Intl.RelativeTimeFormat(localeInfo[locale].iso, { numeric: 'auto' });
  return format.format(elapsed >= 0 ? -rounded : rounded, unit);
}
