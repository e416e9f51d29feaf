import { z } from 'zod';
import type { FormErrorCode } from './errors';

/** The "simple {email} shape" of spec 000 section 5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone as the mask writes it: (###) ###-####. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** Canadian postal code as the mask writes it: A1A 1A1. */
export const POSTAL_CODE_PATTERN = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;

/** A trimmed text that must not be empty. */
export function requiredText(code: FormErrorCode) {
  return z.string({ error: code }).trim().min(1, { error: code });
}

export function optionalText() {
  return z.string().trim().default('');
}

export function emailField(requiredCode: FormErrorCode) {
  return requiredText(requiredCode).check(z.regex(EMAIL_PATTERN, { error: 'email-invalid' }));
}

export function requiredPhone(requiredCode: FormErrorCode) {
  return requiredText(requiredCode).check(z.regex(PHONE_PATTERN, { error: 'phone-invalid' }));
}

/** Optional phone: empty, or the full masked pattern. */
export function optionalPhone() {
  return z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'phone-invalid' });
}

/** A whole number of at most `digits` digits (0 allowed); null or missing is a required error. */
export function requiredCount(digits: number, code: FormErrorCode = 'required-field') {
  return z
    .number({ error: code })
    .int({ error: 'invalid-format' })
    .min(0, { error: 'invalid-format' })
    .max(10 ** digits - 1, { error: 'invalid-format' });
}

/** A choice among fixed values; '' (nothing chosen) is a required error. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, code: FormErrorCode = 'required-field') {
  return z.enum(values, { error: code });
}

/**
 * Spec 001 section 5 (valuation): "a value counts as present if it is not null, or is a
 * number of 0 or more". Empty texts and empty lists count as absent too: they are what an
 * untouched input holds. 0 is present (a condo with 0 garage).
 */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
