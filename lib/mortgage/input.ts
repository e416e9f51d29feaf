/**
 * Amount inputs of the calculator (spec 001 section 5): digits with spaces, parsed as
 * integers, empty meaning 0, shown with space grouping ("450 000").
 */
export function parseAmount(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return 0;
  // Bounded: beyond 12 digits nothing is a property price, and Number stays exact.
  return Number(digits.slice(0, 12));
}

export function maskAmount(value: number | string): string {
  const n = typeof value === 'number' ? value : parseAmount(value);
  if (!n) return typeof value === 'string' && value.trim() === '' ? '' : '0';
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** The rate field: a number (comma or point), NaN when it is not one. */
export function parseRate(text: string): number {
  const cleaned = text.replace(',', '.').replace(/\s/g, '');
  if (cleaned === '') return 0;
  return /^-?\d*\.?\d*$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
