import { dateTimeFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';

/** Date and time of a lead in Québec time ('2026-03-05 14:32'-like, per locale). */
export function formatDateTime(value: Date | string | null, locale: Locale): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeInfo[locale].iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(date);
}
