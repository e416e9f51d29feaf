import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { numberFormat } from './intl-cache';

/**
 * A listing's bathroom count for display, or null to hide it: spec 000 section 9 hides
 * '0.0'. Numbers drop a useless '.0' ('2.0' -> '2'); other shapes ('1+1') pass through.
 * With a locale, decimals take its separator ('1.5' -> '1,5' in French).
 */
export function formatBathCount(value: number | string | null | undefined, locale?: Locale): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return text;
  if (number <= 0) return null;
  if (!locale) return String(number);
  return numberFormat(localeInfo[locale].iso, { maximumFractionDigits: 2 }).format(number);
}
