/** Review scores of the testimonial blocks (spec 001 section 9): out of 5, stars to the half. */
export const defaultOutOf = 5;

/** Rewards and testimonials show 3 items until Show more (spec 001 section 9). */
export const initiallyVisible = 3;

/** A score within 0..outOf; anything that is not a number is 0. */
export function clampScore(score: number, outOf = defaultOutOf): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(outOf, Math.max(0, score));
}

/** The average shown: clamped, rounded to 2 decimals (4.866 -> 4.87). */
export function roundAverage(score: number, outOf = defaultOutOf): number {
  return Math.round(clampScore(score, outOf) * 100) / 100;
}

export interface Stars {
  /** The score rounded to the half (4.3 -> 4.5, 4.2 -> 4). */
  value: number;
  full: number;
  half: boolean;
  empty: number;
}

export function starsFor(score: number, outOf = defaultOutOf): Stars {
  const value = Math.round(clampScore(score, outOf) * 2) / 2;
  const full = Math.floor(value);
  const half = value - full === 0.5;
  return { value, full, half, empty: outOf - full - (half ? 1 : 0) };
}

/** A count (of reviews) as a non-negative integer. */
export function clampCount(count: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.max(0, Math.floor(count));
}

/** How many of `total` items show: all once expanded, else the first `initial`. */
export function visibleCount(total: number, expanded: boolean, initial = initiallyVisible): number {
  return expanded ? total : Math.min(total, initial);
}

/** Carousel counters are zero-padded to 2 digits (spec 001 section 9): '03 / 12'. */
export function padCounter(n: number): string {
  return String(n).padStart(2, '0');
}
