import { describe, expect, it } from 'vitest';
import { formatBathCount } from '@/lib/format/bath-count';

describe('formatBathCount with a locale', () => {
  it('writes half baths with the decimal separator of the page language', () => {
    expect(formatBathCount('2.5', 'fr')).toBe('2,5');
    expect(formatBathCount(1.5, 'en')).toBe('1.5');
    expect(formatBathCount('2.0', 'fr')).toBe('2');
  });

  it('still hides zero and passes other shapes through', () => {
    expect(formatBathCount('0.0', 'fr')).toBeNull();
    expect(formatBathCount('1+1', 'fr')).toBe('1+1');
  });
});
