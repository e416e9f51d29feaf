/**
 * How far the landing hero's form overlaps the next block (spec 000 section 10): 64 px
 * below the large breakpoint; otherwise the form height minus the text column height,
 * clamped to 0-128, and 0 when that is 40 or less.
 */
export const LARGE_BREAKPOINT = 992;

export function landingOverlap(formHeight: number, infosHeight: number, isLarge: boolean): number {
  if (!isLarge) return 64;
  const overlap = Math.min(128, Math.max(0, formHeight - infosHeight));
  return overlap <= 40 ? 0 : overlap;
}
