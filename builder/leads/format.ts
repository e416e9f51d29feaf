import { formatDateTime as formatInstant } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';

/** Date and time of a lead in Québec time ('2026-03-05 14:32'-like, per locale). */
export function formatDateTime(value: Date | string | null, locale: Locale): string {
  return value ? formatInstant(value, locale) : '';
}
