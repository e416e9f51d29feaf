import { describe, expect, it } from 'vitest';
import { isDarkColor, mixHex, parseHex } from '@/lib/theme/color';
import { sanitizeCssColor } from '@/lib/theme/sanitize';

describe('isDarkColor', () => {
  it('treats the brand blue and black as dark, white and light grey as light', () => {
    expect(isDarkColor('#003DA5')).toBe(true);
    expect(isDarkColor('#000')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
    expect(isDarkColor('#eef0f3')).toBe(false);
  });

  it('uses r + g + b <= 382.5 as the threshold', () => {
    // 127 * 3 = 381: dark; 128 * 3 = 384: light.
    expect(isDarkColor('#7f7f7f')).toBe(true);
    expect(isDarkColor('#808080')).toBe(false);
  });

  it('is false for what is not a hex colour', () => {
    expect(isDarkColor('navy')).toBe(false);
    expect(isDarkColor('#12')).toBe(false);
  });
});

describe('hex helpers', () => {
  it('parses short and long forms', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#003DA5')).toEqual({ r: 0, g: 61, b: 165 });
    expect(parseHex('003DA5')).toBeNull();
  });

  it('mixes toward a target colour', () => {
    expect(mixHex('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixHex('#003da5', '#000000', 0)).toBe('#003da5');
    expect(mixHex('red', '#000000', 0.5)).toBeNull();
  });
});

describe('sanitizeCssColor', () => {
  it('accepts hex, rgb(), hsl(), named colours and variable references', () => {
    for (const color of ['#abc', '#AABBCC', 'rgb(0, 61, 165)', 'rgba(0,0,0,0.5)', 'hsl(220 100% 32%)', 'transparent', 'var(--accent1)']) {
      expect(sanitizeCssColor(color)).toBe(color);
    }
  });

  it('rejects anything that could break out of a <style> rule', () => {
    for (const value of ['red;}body{display:none', '</style><script>alert(1)</script>', 'url(x)', 'rgb(0,0,0);', '#fff}', 'expression(alert)', '', null, 12]) {
      expect(sanitizeCssColor(value)).toBeNull();
    }
  });
});
