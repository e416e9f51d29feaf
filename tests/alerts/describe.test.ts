import { describe, expect, it } from 'vitest';
import { describeCriteria } from '@/lib/alerts/describe';
import { defaultFilters } from '@/lib/listings/filters';

describe('criteria in words', () => {
  const laval = { ...defaultFilters(), mun: ['65005'], type: ['maison' as const], forSaleForRent: 'buy' as const, price_min: 300_000, price_max: 800_000, bedrooms: 3 };

  it('says the search the way the issue does, in French and in English', async () => {
    expect((await describeCriteria(laval, 'fr')).replace(/\s/g, ' ')).toBe('Maisons unifamiliales à vendre à Laval, 300 000 $ à 800 000 $, 3 chambres et plus');
    expect(await describeCriteria(laval, 'en')).toBe('Single-family homes for sale in Laval, $300,000 to $800,000, 3 bedrooms or more');
  });

  it('an empty search is "Properties"', async () => {
    expect(await describeCriteria(defaultFilters(), 'en')).toBe('Properties');
  });
});
