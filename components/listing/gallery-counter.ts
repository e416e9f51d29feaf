/** '01 / 12': both numbers zero-padded to two digits (or more for 100+ photos). */
export function galleryCounter(index: number, total: number): string {
  const width = Math.max(2, String(total).length);
  return `${String(index + 1).padStart(width, '0')} / ${String(total).padStart(width, '0')}`;
}
