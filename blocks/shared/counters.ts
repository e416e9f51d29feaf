/** Carousel counters and ordered-list prefixes are zero-padded to 2 digits (spec 001 §9): 1 -> "01". */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
