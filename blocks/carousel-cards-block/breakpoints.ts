/**
 * Carousel cards layout (spec 001 section 9): breakpoints large 1680, medium 1200, small
 * 768, xsmall 360 with 4, 3, 2, 1 items per view (1 below 360 too); the step is 3 cards
 * (never more than are in view, or a step would skip cards the visitor never saw);
 * gutter 24 px up to the medium tier and 48 px from large when the cards are separated,
 * else 0; animation 300 ms.
 */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 1680, items: 4 },
  { minWidth: 1200, items: 3 },
  { minWidth: 768, items: 2 },
  { minWidth: 360, items: 1 },
] as const;

export const CAROUSEL_STEP = 3;

export function itemsPerView(width: number): number {
  return CAROUSEL_BREAKPOINTS.find((b) => width >= b.minWidth)?.items ?? 1;
}

export function carouselStep(width: number): number {
  return Math.min(CAROUSEL_STEP, itemsPerView(width));
}

export function carouselGutter(width: number, separated: boolean): number {
  if (!separated) return 0;
  return width >= 1680 ? 48 : 24;
}

/** Embla's breakpoint options: slidesToScroll per media query, from the rule above. */
export function emblaBreakpoints(): Record<string, { slidesToScroll: number }> {
  return Object.fromEntries(
    CAROUSEL_BREAKPOINTS.map((b) => [`(min-width: ${b.minWidth}px)`, { slidesToScroll: carouselStep(b.minWidth) }]),
  );
}
