import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format/currency';

/** Intl separates with non-breaking spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCurrency', () => {
  it('puts the $ before the amount in English', () => {
    expect(formatCurrency(1250, 'en')).toBe('$1,250.00');
  });

  it('puts the $ after the amount in French, with French separators', () => {
    expect(plain(formatCurrency(1250, 'fr'))).toBe('1 250,00 $');
  });

  it('keeps the amount and the $ together on one line in French', () => {
    expect(formatCurrency(1250, 'fr')).not.toContain(' ');
  });

  it('honours the number of decimals', () => {
    expect(formatCurrency(649000, 'en', { decimals: 0 })).toBe('$649,000');
    expect(plain(formatCurrency(649000, 'fr', { decimals: 0 }))).toBe('649 000 $');
  });

  it('accepts numeric strings and returns an empty string for what is not a number', () => {
    expect(formatCurrency('425,000', 'en', { decimals: 0 })).toBe('$425,000');
    expect(formatCurrency('abc', 'en')).toBe('');
    expect(formatCurrency('  ', 'en')).toBe('');
    expect(formatCurrency(null, 'fr')).toBe('');
    expect(formatCurrency(Number.NaN, 'fr')).toBe('');
  });
});
