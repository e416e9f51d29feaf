import { formatDateLong } from '@/lib/format';
import { dateTimeFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { OpenHouse } from '@/lib/listings/types';

/** Québec time, as the rest of the site shows dates (no server/browser drift). */
const timeZone = 'America/Toronto';

/** The day and the start/end hours of an open house ('12 mars 2026', '13 h 00', '15 h 00'). */
export function openHouseParts(openHouse: OpenHouse, locale: Locale): { date: string; start: string; end: string } {
  const time = dateTimeFormat(localeInfo[locale].iso, { hour: 'numeric', minute: '2-digit', timeZone });
  return {
    date: formatDateLong(openHouse.start, locale),
    start: time.format(new Date(openHouse.start)),
    end: time.format(new Date(openHouse.end)),
  };
}

/** Open houses still to come (or under way), soonest first. */
export function upcomingOpenHouses(openHouses: OpenHouse[], now: Date = new Date()): OpenHouse[] {
  return openHouses
    .filter((o) => new Date(o.end).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
}
