/** Reading time in whole minutes, at least 1 (spec 000 section 9). */
export function readTime(minutes: number | string | null | undefined): number {
  const value = Number(minutes);
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.round(value));
}
