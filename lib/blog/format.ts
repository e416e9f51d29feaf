import { dateTimeFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';

/**
 * A post date in the fr-CA / en-CA long format (spec 000 "Dates"): "14 septembre 2026",
 * "September 14, 2026". Québec time, so server and browser print the same day.
 */
export function formatPostDate(iso: string, locale: Locale): string {
  return dateTimeFormat(localeInfo[locale].iso, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date(iso));
}
