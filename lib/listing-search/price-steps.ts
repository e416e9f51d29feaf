import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { MAX_PRICE } from '@/lib/listings/filters';

/**
 * Default price increments of the price slider (spec 000 section 9): 0 to 500,000 by
 * 25,000, then to 1,000,000 by 50,000, then 2, 3, 4, 5 and 10 million. The last step is
 * open-ended: it means "no maximum" (price_max null), as the first means "no minimum".
 */
function range(from: number, to: number, step: number): number[] {
  return Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
}

export const PRICE_STEPS: readonly number[] = [
  ...range(0, 500_000, 25_000),
  ...range(550_000, 1_000_000, 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];

export const LAST_PRICE_STEP = PRICE_STEPS.length - 1;

/**
 * Typed prices: spaces and commas removed, parsed as an integer; null when not a number.
 * Capped at MAX_PRICE, the largest price the service accepts.
 */
export function parseTypedPrice(text: string): number | null {
  const cleaned = text.replace(/[\s,\u00a0\u202f$]/g, '');
  if (cleaned === '') return null;
  const value = Number.parseInt(cleaned, 10);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_PRICE) : null;
}

/** The slider position of a price: the highest step at or below it (0 for null). */
export function stepIndexAtOrBelow(price: number | null): number {
  if (price === null) return 0;
  let index = 0;
  PRICE_STEPS.forEach((step, i) => {
    if (step <= price) index = i;
  });
  return index;
}

/** The slider position of a maximum: the lowest step at or above it (the open end for null). */
export function stepIndexAtOrAbove(price: number | null): number {
  if (price === null) return LAST_PRICE_STEP;
  const index = PRICE_STEPS.findIndex((step) => step >= price);
  return index === -1 ? LAST_PRICE_STEP : index;
}

/** Slider ends as filter values: the first step is no minimum, the last no maximum. */
export function priceRangeFromSteps(minIndex: number, maxIndex: number): { price_min: number | null; price_max: number | null } {
  const low = Math.min(minIndex, maxIndex);
  const high = Math.max(minIndex, maxIndex);
  return {
    price_min: low <= 0 ? null : (PRICE_STEPS[low] ?? null),
    price_max: high >= LAST_PRICE_STEP ? null : (PRICE_STEPS[high] ?? null),
  };
}

/** A compact price for slider labels: '350 k$' / '$350K', '1,5 M$' / '$1.5M', open end '10 M$+' / '$10M+'. */
export function shortPrice(value: number, locale: Locale, openEnded = false): string {
  const plus = openEnded ? '+' : '';
  const [amount, unit] = value >= 1_000_000 ? [value / 1_000_000, 'M'] : value >= 1_000 ? [value / 1_000, 'k'] : [value, ''];
  const number = numberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 }).format(amount);
  if (locale === 'fr') return `${number}${unit ? `\u00a0${unit}` : '\u00a0'}$${plus}`;
  return `$${number}${unit.toUpperCase()}${plus}`;
}
