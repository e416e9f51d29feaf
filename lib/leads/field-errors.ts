import type { z } from 'zod';
import { fieldErrorsFrom } from '@/lib/forms/errors';

/**
 * Zod issues as `{field: [error code]}` (the shape of the intake's 422 `errors`, before
 * translation): the forms' fieldErrorsFrom, so a field reports its first problem only
 * (an empty email is "required", not also "invalid"). Issues without a path go under `form`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrorsFrom(error.issues)).map(([field, code]) => [field || 'form', [code ?? 'invalid-format']]));
}
