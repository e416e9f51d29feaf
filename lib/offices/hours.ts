import { dateTimeFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { weekDays, type OpeningHours, type WeekDay } from './types';

// 2024-01-01 was a Monday: day names come from Intl, so both locales read naturally.
const dayDate = (day: WeekDay) => new Date(Date.UTC(2024, 0, 1 + weekDays.indexOf(day), 12));

function dayName(day: WeekDay, locale: Locale): string {
  return dateTimeFormat(localeInfo[locale].iso, { weekday: 'short', timeZone: 'UTC' }).format(dayDate(day));
}

/** "9 h", "9 h 30" in French; "9:00 a.m." in English (Québec usage). */
export function formatTime(time: string, locale: Locale): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  if (locale === 'fr') return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
  return dateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

/** Days as runs: [Mon..Fri] -> "lun. – ven." ; [Mon, Wed] -> "lun., mer.". */
export function formatDays(days: WeekDay[], locale: Locale): string {
  const sorted = [...new Set(days)].sort((a, b) => weekDays.indexOf(a) - weekDays.indexOf(b));
  const runs: WeekDay[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && weekDays.indexOf(day) === weekDays.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length >= 3 ? `${dayName(run[0]!, locale)} – ${dayName(run.at(-1)!, locale)}` : run.map((d) => dayName(d, locale)).join(', ')))
    .join(', ');
}

/** One readable line per row of opening hours. */
export function formatOpeningHours(hours: OpeningHours[], locale: Locale): { days: string; time: string }[] {
  return hours.map((h) => ({ days: formatDays(h.days, locale), time: `${formatTime(h.opens, locale)} – ${formatTime(h.closes, locale)}` }));
}
