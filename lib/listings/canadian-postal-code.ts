/**
 * Canada Post's format: letter digit letter, space, digit letter digit; D, F, I, O, Q and U
 * never appear, and W and Z never first. Returns the code as "H2X 1Y4", or null.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

export function normalizeCanadianPostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}
