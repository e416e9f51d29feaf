/**
 * Budget slider steps: the default price increments of spec 000 section 9 (0 to 500 000
 * by 25 000, then to 1 000 000 by 50 000, then 2, 3, 4, 5 and 10 million). The slider
 * moves along indexes of this list; its last position beyond 10 M means "no maximum".
 */
export const priceIncrements: readonly number[] = [
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];

/** Slider index standing for an unlimited maximum. */
export const UNLIMITED_INDEX = priceIncrements.length;

export interface Budget {
  min: number;
  /** null: no maximum (spec 001 section 9: default budget max unlimited). */
  max: number | null;
}

export const defaultBudget: Budget = { min: 0, max: null };

/** Index of the largest increment at or below the price (0 for negatives). */
export function indexOfPrice(price: number | null): number {
  if (price === null) return UNLIMITED_INDEX;
  let index = 0;
  priceIncrements.forEach((step, i) => {
    if (step <= price) index = i;
  });
  return index;
}

export function priceAtIndex(index: number): number | null {
  if (index >= UNLIMITED_INDEX) return null;
  return priceIncrements[Math.max(0, index)] ?? 0;
}
