import { formatDateLong, formatTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { OpenHouse } from '@/lib/listings/types';

/** The day and the start/end hours of an open house ('12 mars 2026', '13 h 00', '15 h 00'). */
export function openHouseParts(openHouse: OpenHouse, locale: Locale): { date: string; start: string; end: string } {
  return {
    date: formatDateLong(openHouse.start, locale),
    start: formatTime(openHouse.start, locale),
    end: formatTime(openHouse.end, locale),
  };
}

/** Open houses still to come (or under way), soonest first. */
export function upcomingOpenHouses(openHouses: OpenHouse[], now: Date = new Date()): OpenHouse[] {
  return openHouses
    .filter((o) => new Date(o.end).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
}
