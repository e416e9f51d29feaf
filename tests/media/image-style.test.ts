import { describe, expect, it } from 'vitest';
import { imageFilter, objectPosition } from '@/lib/media/image-style';

describe('objectPosition', () => {
  it('turns the focal point into percentages', () => {
    expect(objectPosition({ x: 30, y: 75 })).toBe('30% 75%');
  });

  it('is unset without a focal point', () => {
    expect(objectPosition(undefined)).toBeUndefined();
  });
});

describe('imageFilter', () => {
  it('builds a CSS filter list, blur in px', () => {
    expect(imageFilter({ blur: 4, brightness: 0.8, contrast: 1.1, opacity: 0.9, saturate: 1.2 })).toBe(
      'blur(4px) brightness(0.8) contrast(1.1) opacity(0.9) saturate(1.2)',
    );
  });

  it('leaves out filters that are not set and a zero blur', () => {
    expect(imageFilter({ blur: 0, brightness: 0.7 })).toBe('brightness(0.7)');
    expect(imageFilter({})).toBeUndefined();
    expect(imageFilter(undefined)).toBeUndefined();
  });

  it('keeps opacity within 0..1', () => {
    expect(imageFilter({ opacity: 5 })).toBe('opacity(1)');
  });
});
