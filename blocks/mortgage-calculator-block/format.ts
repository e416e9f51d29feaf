import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';

/** '5,5 %' / '5.5%' from a percent number (5.5), up to 2 decimals. */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(localeInfo[locale].iso, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
