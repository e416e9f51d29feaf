import { describe, expect, it } from 'vitest';
import { landingOverlap } from '@/blocks/landing-hero-block/overlap';

describe('landing hero overlap (spec 000 section 10)', () => {
  it('is 64 below the large breakpoint whatever the heights', () => {
    expect(landingOverlap(900, 100, false)).toBe(64);
  });

  it('is the form height minus the text height on large screens, capped at 128', () => {
    expect(landingOverlap(600, 500, true)).toBe(100);
    expect(landingOverlap(900, 500, true)).toBe(128);
  });

  it('is 0 when the difference is 40 or less, or negative', () => {
    expect(landingOverlap(540, 500, true)).toBe(0);
    expect(landingOverlap(541, 500, true)).toBe(41);
    expect(landingOverlap(300, 500, true)).toBe(0);
  });
});
