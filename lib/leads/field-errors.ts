import type { z } from 'zod';

/**
 * Zod issues as `{field: [error code]}` (the shape of the intake's 422 `errors`, before
 * translation). Like the forms (lib/forms/errors.ts fieldErrorsFrom), a field reports its
 * first problem only: an empty email is "required", not also "invalid". Issues without a
 * path go under `form`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= [issue.message];
  }
  return errors;
}
