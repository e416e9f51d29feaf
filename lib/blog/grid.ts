/** Screen tiers of the blog grid, from the breakpoints of spec 001 section 9 (md 768, xl 1200). */
export type GridTier = 'md-down' | 'xl-down' | 'wide';

export function gridTier(width: number): GridTier {
  if (width < 992) return 'md-down';
  if (width < 1440) return 'xl-down';
  return 'wide';
}

/**
 * Blog grid (spec 001 "Blog grid"): 1 article at medium and down, 3 at extra-large and down,
 * otherwise all; the first is shown big unless exactly 3 articles show at wide screens.
 */
export function blogGrid(count: number, tier: GridTier): { visible: number; firstBig: boolean } {
  const visible = tier === 'md-down' ? Math.min(1, count) : tier === 'xl-down' ? Math.min(3, count) : count;
  const firstBig = visible > 0 && !(tier === 'wide' && visible === 3);
  return { visible, firstBig };
}

/** Featured post block: regular articles capped at 2 at xl and below, unlimited above. */
export function featuredRegularCap(count: number, tier: GridTier): number {
  return tier === 'wide' ? count : Math.min(2, count);
}

/**
 * Size of the first card of a list, in CSS terms: big, or big everywhere except wide screens
 * when exactly 3 show (the wide-screen exception is a media query in the card styles).
 */
export function firstCardSize(count: number): 'big' | 'big-below-wide' {
  return count === 3 ? 'big-below-wide' : 'big';
}
