import { z } from 'zod';

/**
 * Field schemas shared by the lead payloads. Browser-safe (the forms pre-validate with
 * them). They accept form-encoded strings and JSON values alike; issue messages are keys
 * of the `leads` messages namespace, translated by whoever shows them.
 */

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const POSTAL_CODE_PATTERN = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;
/** Spec: "a simple {email} shape". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const INVALID = 'validation.invalid-format';
const TOO_LONG = 'validation.too-long';

/** '' and null mean "not given", as an empty form field does. */
function absent(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function requiredOr(requiredKey: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? requiredKey : INVALID);
}

export function requiredText(requiredKey: string, max = 200) {
  return z.preprocess(absent, z.string({ error: requiredOr(requiredKey) }).trim().min(1, requiredKey).max(max, TOO_LONG));
}

export function optionalText(max = 200) {
  return z.preprocess(absent, z.string({ error: INVALID }).trim().max(max, TOO_LONG).optional());
}

export function requiredEmail() {
  return z.preprocess(
    absent,
    z
      .string({ error: requiredOr('validation.email-required') })
      .trim()
      .max(254, TOO_LONG)
      .regex(EMAIL_PATTERN, 'validation.email-invalid'),
  );
}

/** Ten digits in any punctuation become the (###) ###-#### mask the form types. */
function maskPhone(value: unknown): unknown {
  const given = absent(value);
  if (typeof given !== 'string') return given;
  const digits = given.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10 || !/^[\d\s().+-]+$/.test(given.trim())) return given.trim();
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

const phoneString = (requiredKey: string) =>
  z.string({ error: requiredOr(requiredKey) }).regex(PHONE_PATTERN, 'validation.phone-invalid');

export const optionalPhone = () => z.preprocess(maskPhone, phoneString('validation.phone-invalid').optional());
export const requiredPhone = () => z.preprocess(maskPhone, phoneString('validation.required-field'));

/** 'h2x1y4' or 'H2X 1Y4' -> 'H2X 1Y4'. */
function maskPostalCode(value: unknown): unknown {
  const given = absent(value);
  if (typeof given !== 'string') return given;
  const compact = given.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : given.trim();
}

export const requiredPostalCode = () =>
  z.preprocess(maskPostalCode, z.string({ error: requiredOr('validation.required-field') }).regex(POSTAL_CODE_PATTERN, INVALID));

/** Integers arrive as 3 or "3"; anything else is an invalid format. */
function toInteger(value: unknown): unknown {
  const given = absent(value);
  if (typeof given === 'string' && /^\s*-?\d+\s*$/.test(given)) return Number.parseInt(given, 10);
  return given;
}

export function requiredInt(min: number, max: number, requiredKey = 'validation.required-field') {
  return z.preprocess(
    toInteger,
    z.number({ error: requiredOr(requiredKey) }).int(INVALID).min(min, INVALID).max(max, INVALID),
  );
}

/** "No maximum" may come as absent, "Infinity" or "unlimited". */
export function optionalInt(min: number, max: number) {
  return z.preprocess(
    (value) => (value === 'Infinity' || value === Infinity || value === 'unlimited' ? undefined : toInteger(value)),
    z.number({ error: INVALID }).int(INVALID).min(min, INVALID).max(max, INVALID).optional(),
  );
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes', 'oui']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', 'non']);

/** Checkbox and yes/no values: true/false, 1/0, "true"/"false", "on", "yes"/"no". */
function toBoolean(value: unknown): unknown {
  const given = absent(value);
  if (typeof given === 'number') return given === 1 ? true : given === 0 ? false : given;
  if (typeof given !== 'string') return given;
  const word = given.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : given;
}

export const optionalBoolean = () => z.preprocess(toBoolean, z.boolean({ error: INVALID }).optional());
export const flag = () => z.preprocess(toBoolean, z.boolean({ error: INVALID }).default(false));

export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, requiredKey = 'validation.required-field') {
  return z.preprocess(absent, z.enum(values, { error: requiredOr(requiredKey) }));
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(absent, z.enum(values, { error: INVALID }).optional());
}

/** Municipality codes joined with commas (the spec's wire format); a JSON list is joined too. */
export const requiredMunicipalities = () =>
  z.preprocess(
    (value) => absent(Array.isArray(value) ? value.map(String).join(',') : value),
    z.string({ error: requiredOr('validation.required-field') }).trim().min(1, 'validation.required-field').max(2000, TOO_LONG),
  );

/** A surface: a number up to 6 digits, optionally followed by its unit ("1200 pi²", "110 m²"). */
const AREA_PATTERN = /^\d{1,6}(?:[.,]\d{1,2})?(?:\s*[^\d\s][^\n]{0,15})?$/u;

export const requiredArea = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : absent(value)),
    z.string({ error: requiredOr('validation.required-field') }).trim().regex(AREA_PATTERN, INVALID),
  );

/** Four digits. */
export const requiredYear = () =>
  z.preprocess(toInteger, z.number({ error: requiredOr('validation.required-field') }).int(INVALID).min(1000, INVALID).max(9999, INVALID));
