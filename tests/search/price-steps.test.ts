import { describe, expect, it } from 'vitest';
import { LAST_PRICE_STEP, PRICE_STEPS, parseTypedPrice, priceRangeFromSteps, shortPrice, stepIndexAtOrAbove, stepIndexAtOrBelow } from '@/lib/listing-search/price-steps';

describe('price slider steps', () => {
  it('follows the default increments of the spec', () => {
    expect(PRICE_STEPS.slice(0, 3)).toEqual([0, 25_000, 50_000]);
    expect(PRICE_STEPS).toContain(500_000);
    expect(PRICE_STEPS).not.toContain(525_000);
    expect(PRICE_STEPS).toContain(550_000);
    expect(PRICE_STEPS.slice(-6)).toEqual([1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 10_000_000]);
    expect(PRICE_STEPS).toHaveLength(21 + 10 + 5);
  });

  it('treats the ends of the slider as no minimum and no maximum', () => {
    expect(priceRangeFromSteps(0, LAST_PRICE_STEP)).toEqual({ price_min: null, price_max: null });
    expect(priceRangeFromSteps(4, 20)).toEqual({ price_min: 100_000, price_max: 500_000 });
    expect(priceRangeFromSteps(20, 4)).toEqual({ price_min: 100_000, price_max: 500_000 });
  });

  it('parses typed prices without spaces and commas, as integers', () => {
    expect(parseTypedPrice('350 000')).toBe(350_000);
    expect(parseTypedPrice('1,250,000')).toBe(1_250_000);
    expect(parseTypedPrice('425000.75')).toBe(425_000);
    expect(parseTypedPrice('abc')).toBeNull();
    expect(parseTypedPrice('')).toBeNull();
    // Capped at the largest price the service accepts (an integer column), so the count never fails.
    expect(parseTypedPrice('99 999 999 999')).toBe(2_147_483_647);
  });

  it('places typed prices on the nearest step that keeps them inside the range', () => {
    expect(stepIndexAtOrBelow(310_000)).toBe(PRICE_STEPS.indexOf(300_000));
    expect(stepIndexAtOrAbove(310_000)).toBe(PRICE_STEPS.indexOf(325_000));
    expect(stepIndexAtOrAbove(null)).toBe(LAST_PRICE_STEP);
    expect(stepIndexAtOrAbove(20_000_000)).toBe(LAST_PRICE_STEP);
  });

  it('labels the open-ended maximum in each language', () => {
    expect(shortPrice(10_000_000, 'fr', true)).toBe('10\u00a0M$+');
    expect(shortPrice(10_000_000, 'en', true)).toBe('$10M+');
    expect(shortPrice(350_000, 'en')).toBe('$350K');
  });
});
