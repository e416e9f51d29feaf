import { z } from 'zod';
import type { FormErrorCode } from './errors';

/**
 * Field schemas of the forms, shared by the browser (react-hook-form, the step machine)
 * and the intake (lib/leads/payloads.ts wraps the form schemas). Messages are error codes
 * (lib/forms/errors.ts).
 */

/** The "simple {email} shape" of spec 000 section 5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone as the mask writes it: (###) ###-####. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** Canadian postal code as the mask writes it: A1A 1A1. */
export const POSTAL_CODE_PATTERN = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;

/** Nothing given: what an untouched input holds (or a payload field left out). */
function isAbsent(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** The required text when nothing was given, 'invalid-format' for a value of the wrong kind. */
export function requiredOr(code: FormErrorCode) {
  return (issue: { input?: unknown }): FormErrorCode => (isAbsent(issue.input) ? code : 'invalid-format');
}

/** A trimmed text that must not be empty. */
export function requiredText(code: FormErrorCode, max = 200) {
  return z
    .string({ error: requiredOr(code) })
    .trim()
    .min(1, { error: code })
    .max(max, { error: 'too-long' });
}

export function optionalText(max = 200) {
  return z.string({ error: 'invalid-format' }).trim().max(max, { error: 'too-long' }).default('');
}

export function emailField(requiredCode: FormErrorCode) {
  return requiredText(requiredCode, 254).check(z.regex(EMAIL_PATTERN, { error: 'email-invalid' }));
}

export function requiredPhone(requiredCode: FormErrorCode) {
  return requiredText(requiredCode, 20).check(z.regex(PHONE_PATTERN, { error: 'phone-invalid' }));
}

/** Optional phone: empty, or the full masked pattern. */
export function optionalPhone() {
  return z
    .string({ error: 'phone-invalid' })
    .trim()
    .default('')
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'phone-invalid' });
}

/** A postal code as the mask writes it (A1A 1A1). */
export function requiredPostalCode(code: FormErrorCode = 'required-field') {
  return requiredText(code, 7).check(z.regex(POSTAL_CODE_PATTERN, { error: 'invalid-format' }));
}

/** A whole number between min and max; null or missing is a required error. */
export function requiredInt(min: number, max: number, code: FormErrorCode = 'required-field') {
  return z
    .number({ error: requiredOr(code) })
    .int({ error: 'invalid-format' })
    .min(min, { error: 'invalid-format' })
    .max(max, { error: 'invalid-format' });
}

/** A whole number of at most `digits` digits (0 allowed); null or missing is a required error. */
export function requiredCount(digits: number, code: FormErrorCode = 'required-field') {
  return requiredInt(0, 10 ** digits - 1, code);
}

/** A year of exactly four digits (valuation step 2: "construction_year (4 digits)"). */
export function requiredYear(code: FormErrorCode = 'required-field') {
  return requiredInt(1000, 9999, code);
}

/** A choice among fixed values; '' (nothing chosen) is a required error. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, code: FormErrorCode = 'required-field') {
  return z.enum(values, { error: requiredOr(code) });
}

/** One of the values, or '' for none. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ error: 'invalid-format' })
    .default('')
    .refine((value) => value === '' || (values as readonly string[]).includes(value), { error: 'invalid-format' });
}

/** A checkbox. */
export function checkbox() {
  return z.boolean({ error: 'invalid-format' }).default(false);
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
