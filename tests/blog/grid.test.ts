import { describe, expect, it } from 'vitest';
import { blogGrid, featuredRegularCap, firstCardSize, gridTier } from '@/lib/blog/grid';

describe('blog grid (spec 001)', () => {
  it('maps widths to tiers with the spec breakpoints', () => {
    expect(gridTier(390)).toBe('md-down');
    expect(gridTier(991)).toBe('md-down');
    expect(gridTier(1280)).toBe('xl-down');
    expect(gridTier(1439)).toBe('xl-down');
    expect(gridTier(1440)).toBe('wide');
  });

  it('shows 1 article at medium and down, 3 at extra-large and down, otherwise all', () => {
    expect(blogGrid(6, 'md-down').visible).toBe(1);
    expect(blogGrid(6, 'xl-down').visible).toBe(3);
    expect(blogGrid(6, 'wide').visible).toBe(6);
    expect(blogGrid(2, 'xl-down').visible).toBe(2);
  });

  it('shows the first article big unless exactly 3 show at wide screens', () => {
    expect(blogGrid(3, 'wide').firstBig).toBe(false);
    expect(blogGrid(4, 'wide').firstBig).toBe(true);
    expect(blogGrid(3, 'xl-down').firstBig).toBe(true);
    expect(firstCardSize(3)).toBe('big-below-wide');
    expect(firstCardSize(6)).toBe('big');
  });

  it('caps regular featured-post articles at 2 at xl and below, unlimited above', () => {
    expect(featuredRegularCap(4, 'xl-down')).toBe(2);
    expect(featuredRegularCap(4, 'md-down')).toBe(2);
    expect(featuredRegularCap(4, 'wide')).toBe(4);
  });
});
