import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '@/lib/format/intl-cache';
import { formatCurrency, formatDateLong } from '@/lib/format';
import { SITE_TIME_ZONE } from '@/lib/format/date';

describe('kept Intl formatters', () => {
  it('are built once per locale and options, then reused', () => {
    const options = { dateStyle: 'long', timeZone: SITE_TIME_ZONE } as const;
    expect(dateTimeFormat('fr-CA', options)).toBe(dateTimeFormat('fr-CA', { ...options }));
    expect(dateTimeFormat('fr-CA', options)).not.toBe(dateTimeFormat('en-CA', options));
    expect(numberFormat('fr-CA', { maximumFractionDigits: 2 })).not.toBe(numberFormat('fr-CA', { maximumFractionDigits: 1 }));
  });

  it('format as a new formatter would, whatever was formatted before', () => {
    const date = new Date('2026-03-04T15:00:00Z');
    expect(formatDateLong(date, 'fr')).toBe('4 mars 2026');
    expect(formatDateLong(date, 'en')).toBe('March 4, 2026');
    // The same formatter (fr-CA, 0 decimals) serves both calls, the second with another amount;
    // French separates with no-break spaces.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(formatCurrency(489000, 'fr', { decimals: 0 }))).toBe('489 000 $');
    expect(spaced(formatCurrency(1250, 'fr', { decimals: 0 }))).toBe('1 250 $');
    expect(formatCurrency(1250, 'en')).toBe('$1,250.00');
  });
});
