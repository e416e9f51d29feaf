import type { z } from 'zod';
import { formFields, isJsonMediaType, mediaType, readBodyText } from '@/lib/http/body';
import { inspectInput } from '@/lib/http/inspect-input';

const MAX_BODY_BYTES = 16 * 1024;

export type FormInputResult<T> = { ok: true; data: T; json: boolean } | { ok: false; status: 400 | 413 | 415; field?: string; message: string; json: boolean };

/**
 * The body of an account form: urlencoded (the /qa screens post natively, so they work
 * without JavaScript) or JSON (API clients). Bounded, inspected, then the schema; the
 * problem names the field.
 */
export async function readFormInput<S extends z.ZodType>(request: Request, schema: S): Promise<FormInputResult<z.infer<S>>> {
  const type = mediaType(request);
  const json = isJsonMediaType(type);
  if (!json && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, message: 'Send application/x-www-form-urlencoded or application/json', json };
  }
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (!text.ok) return { ok: false, status: 413, message: text.message, json };
  let body: unknown;
  try {
    body = json ? JSON.parse(text.text) : formFields(text.text);
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON', json };
  }
  const problem = inspectInput(body);
  if (problem) return { ok: false, status: 400, field: problem.path, message: `${problem.path}: ${problem.message}`, json };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    return { ok: false, status: 400, field, message: field ? `${field}: ${issue?.message}` : 'Invalid body', json };
  }
  return { ok: true, data: parsed.data, json };
}
