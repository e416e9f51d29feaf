import type { z } from 'zod';

/**
 * Validation messages are codes: the schemas stay locale-free (they also run in tests and
 * before submit) and the UI translates a code with `t(\`errors.${code}\`)` from the
 * `forms` namespace. Texts of spec 000 section 5 and spec 001 section 5. The intake
 * (lib/leads/payloads.ts) validates with the same schemas and translates the same codes,
 * so a visitor reads one text per rule whichever side found the problem.
 */
export const formErrorCodes = [
  'required',
  'required-field',
  'invalid-format',
  'firstname-required',
  'lastname-required',
  'email-required',
  'message-required',
  'email-invalid',
  'phone-invalid',
  'too-long',
  'budget-range',
  // Intake-only: what the server adds to the form rules (no browser input produces them).
  'form-type-unknown',
  'recipient-unknown',
  'captcha-failed',
  'invalid',
] as const;
export type FormErrorCode = (typeof formErrorCodes)[number];

/** One message per field, keyed by the field name ('budget.max' for nested ones). */
export type FieldErrors = Partial<Record<string, FormErrorCode>>;

export function isFormErrorCode(value: unknown): value is FormErrorCode {
  return typeof value === 'string' && (formErrorCodes as readonly string[]).includes(value);
}

/** The first issue of each field; an issue without a known code becomes 'invalid-format'. */
export function fieldErrorsFrom(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (errors[field]) continue;
    errors[field] = isFormErrorCode(issue.message) ? issue.message : 'invalid-format';
  }
  return errors;
}

/**
 * The errors still worth showing while the visitor edits a step: those of `shown` (what the
 * last Next found) whose field still fails now, with the current text. A field fixed since
 * loses its "Required field" at once instead of at the next Next; no new error appears
 * before the visitor asks to go on.
 */
export function pruneFixedErrors(shown: FieldErrors, live: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const field of Object.keys(shown)) {
    const code = live[field];
    if (code) kept[field] = code;
  }
  return kept;
}
