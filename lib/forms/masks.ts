/**
 * Input masks of spec 000/001 section 5, applied as the visitor types: each takes what
 * the input holds and returns what it should hold. Pure, so they are tested alone.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** (###) ###-####, built progressively: '514' -> '(514', '5145551' -> '(514) 555-1'. */
export function maskPhone(value: string): string {
  const digits = digitsOf(value).slice(0, 10);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let masked = `(${area}`;
  if (digits.length > 3) masked += `) ${exchange}`;
  if (digits.length > 6) masked += `-${line}`;
  return masked;
}

/**
 * A1A 1A1, uppercase: letters and digits must alternate from a letter; a character that
 * does not fit its position is dropped.
 */
export function maskPostalCode(value: string): string {
  const chars: string[] = [];
  for (const char of value.toUpperCase()) {
    if (chars.length === 6) break;
    const wantsLetter = chars.length % 2 === 0;
    if (wantsLetter ? /[A-Z]/.test(char) : /\d/.test(char)) chars.push(char);
  }
  const text = chars.join('');
  return text.length > 3 ? `${text.slice(0, 3)} ${text.slice(3)}` : text;
}

/** Digits only, at most `max` of them (counts: 2, year: 4, areas: 6). */
export function maskDigits(value: string, max: number): string {
  return digitsOf(value).slice(0, max);
}

export const maskCount = (value: string) => maskDigits(value, 2);
export const maskYear = (value: string) => maskDigits(value, 4);
export const maskArea = (value: string) => maskDigits(value, 6);

/** A masked number field's value: null while empty. */
export function digitsToNumber(value: string): number | null {
  const digits = digitsOf(value);
  return digits === '' ? null : Number.parseInt(digits, 10);
}

/** Price with space grouping: '1250000' -> '1 250 000'. */
export function maskPrice(value: string): string {
  const digits = digitsOf(value).replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Typed prices have commas and spaces removed and are parsed as integers (spec 000 section 5). */
export function parsePrice(value: string): number | null {
  const cleaned = value.replace(/[,\s\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  return Number.parseInt(cleaned, 10);
}
