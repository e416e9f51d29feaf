import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRadii, toPixels } from '@/lib/theme/radii';

afterEach(() => vi.restoreAllMocks());

describe('resolveRadii', () => {
  it('keeps the defaults 20px, 40px, 120px when the CMS has no override', () => {
    expect(resolveRadii(undefined)).toEqual({ sm: '20px', md: '40px', lg: '120px' });
    expect(resolveRadii(null)).toEqual({ sm: '20px', md: '40px', lg: '120px' });
  });

  it('applies the overrides and turns a missing, empty or null radius into 0px', () => {
    expect(resolveRadii({ sm: '8px', md: '', lg: null })).toEqual({ sm: '8px', md: '0px', lg: '0px' });
    expect(resolveRadii({ md: '16' })).toEqual({ sm: '0px', md: '16px', lg: '0px' });
  });
});

describe('toPixels', () => {
  it('accepts pixels with or without the unit', () => {
    expect(toPixels('12px')).toBe('12px');
    expect(toPixels(' 12.5PX ')).toBe('12.5px');
    expect(toPixels('7')).toBe('7px');
    expect(toPixels(3)).toBe('3px');
  });

  it('yields 0 with a developer warning for another unit or garbage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toPixels('2em')).toBe('0px');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unsupported pixel unit'));
    expect(toPixels('10px;}body{')).toBe('0px');
    expect(toPixels(-4)).toBe('0px');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
