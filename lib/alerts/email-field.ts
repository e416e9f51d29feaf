import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/forms/fields';

/**
 * The saved-search address, one schema for the save dialog and the intake (as the lead forms
 * share lib/forms/fields.ts): the lead forms' e-mail shape, at most 254 characters. Its
 * messages are the contract's error codes.
 */
const savedSearchEmailSchema = z
  .string({ error: 'email-required' })
  .trim()
  .min(1, { error: 'email-required' })
  .max(254, { error: 'email-invalid' })
  .regex(EMAIL_PATTERN, { error: 'email-invalid' });

type SavedSearchEmailError = 'email-required' | 'email-invalid';

/** The trimmed address, or the code of what is wrong with it. */
export function readSavedSearchEmail(value: unknown): { ok: true; email: string } | { ok: false; error: SavedSearchEmailError } {
  const result = savedSearchEmailSchema.safeParse(value ?? '');
  if (result.success) return { ok: true, email: result.data };
  return { ok: false, error: result.error.issues[0]?.message === 'email-invalid' ? 'email-invalid' : 'email-required' };
}
