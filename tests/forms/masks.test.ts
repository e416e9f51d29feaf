import { describe, expect, it } from 'vitest';
import { digitsToNumber, maskArea, maskCount, maskPhone, maskPostalCode, maskPrice, maskYear, parsePrice } from '@/lib/forms/masks';
import { indexOfPrice, priceAtIndex, priceIncrements, UNLIMITED_INDEX } from '@/lib/forms/budget';

describe('input masks', () => {
  it('formats a phone as (###) ###-#### while typing, ignoring other characters', () => {
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('5145')).toBe('(514) 5');
    expect(maskPhone('5145551')).toBe('(514) 555-1');
    expect(maskPhone('514-555-1234 ext 9')).toBe('(514) 555-1234');
    expect(maskPhone('')).toBe('');
  });

  it('formats a postal code as A1A 1A1 in upper case, dropping misplaced characters', () => {
    expect(maskPostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(maskPostalCode('h2x')).toBe('H2X');
    expect(maskPostalCode('22hh2x')).toBe('H2X');
    expect(maskPostalCode('G1R 5M1 extra')).toBe('G1R 5M1');
  });

  it('keeps two digits for counts, four for a year and six for areas', () => {
    expect(maskCount('123')).toBe('12');
    expect(maskCount('a3')).toBe('3');
    expect(maskYear('19875')).toBe('1987');
    expect(maskArea('1234567')).toBe('123456');
    expect(digitsToNumber('')).toBeNull();
    expect(digitsToNumber('0')).toBe(0);
  });

  it('groups prices with spaces and parses them back without commas or spaces', () => {
    expect(maskPrice('1250000')).toBe('1 250 000');
    expect(maskPrice('00450')).toBe('450');
    expect(parsePrice('1 250 000')).toBe(1_250_000);
    expect(parsePrice('1,250,000')).toBe(1_250_000);
    expect(parsePrice('abc')).toBeNull();
  });
});

describe('budget increments', () => {
  it('run 0..500k by 25k, ..1M by 50k, then 2, 3, 4, 5 and 10 million', () => {
    expect(priceIncrements.slice(0, 3)).toEqual([0, 25_000, 50_000]);
    expect(priceIncrements).toContain(500_000);
    expect(priceIncrements[priceIncrements.indexOf(500_000) + 1]).toBe(550_000);
    expect(priceIncrements.slice(-6)).toEqual([1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 10_000_000]);
  });

  it('maps slider positions to prices, the last one meaning no maximum', () => {
    expect(priceAtIndex(UNLIMITED_INDEX)).toBeNull();
    expect(indexOfPrice(null)).toBe(UNLIMITED_INDEX);
    expect(priceAtIndex(indexOfPrice(600_000))).toBe(600_000);
    expect(priceAtIndex(indexOfPrice(610_000))).toBe(600_000);
  });
});
