import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { numberFormat } from './intl-cache';

export interface CurrencyOptions {
  /** Fraction digits, 2 by default (listing prices pass 0). */
  decimals?: number;
}

/**
 * Canadian dollars in the locale's format (spec 000 section 9): '$1,250.00' in English,
 * '1 250,00 $' in French (with the non-breaking spaces Intl uses). '' for what is not
 * a finite number.
 */
export function formatCurrency(amount: number | string | null | undefined, locale: Locale, { decimals = 2 }: CurrencyOptions = {}): string {
  const cleaned = typeof amount === 'string' ? amount.replace(/[\s,]/g, '') : amount;
  if (cleaned === null || cleaned === undefined || cleaned === '') return '';
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return '';
  return numberFormat(localeInfo[locale].iso, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
