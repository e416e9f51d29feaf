import type { z } from 'zod';

/**
 * Zod issues as `{field: [message key]}` (the shape of the intake's 422 `errors`, before
 * translation). A field keeps each distinct message once; issues without a path go
 * under `form`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
