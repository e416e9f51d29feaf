import { z } from 'zod';
import { formFields, isJsonMediaType, mediaType, readBodyText } from '@/lib/http/body';
import { inspectInput } from '@/lib/http/inspect-input';

/** The login form or JSON body. Lengths are capped so a huge password cannot stall scrypt. */
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
  next: z.string().max(2048).optional(),
  lang: z.string().max(8).optional(),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** A login body is a few hundred bytes: reading stops here. */
export const MAX_LOGIN_BODY_BYTES = 8 * 1024;

export function isJsonRequest(request: Request): boolean {
  return isJsonMediaType(mediaType(request));
}

export type LoginInputResult =
  | { ok: true; input: LoginInput }
  | { ok: false; status: 400 | 413 | 415; field?: string; message: string };

/** Reads the body as JSON or as a form (nothing else); the problem names the field. */
export async function readLoginInput(request: Request): Promise<LoginInputResult> {
  const json = isJsonRequest(request);
  if (!json && mediaType(request) !== 'application/x-www-form-urlencoded' && mediaType(request) !== 'multipart/form-data') {
    return { ok: false, status: 415, message: 'Send application/x-www-form-urlencoded or application/json' };
  }
  let body: unknown;
  if (mediaType(request) === 'multipart/form-data') {
    // The login page posts urlencoded; multipart is accepted for API clients, bounded by Content-Length.
    const declared = Number(request.headers.get('content-length'));
    if (!Number.isFinite(declared) || declared > MAX_LOGIN_BODY_BYTES) return { ok: false, status: 413, message: 'The body is too large' };
    body = await request.formData().then((form) => Object.fromEntries(form), () => null);
  } else {
    const text = await readBodyText(request, MAX_LOGIN_BODY_BYTES);
    if (!text.ok) return { ok: false, status: 413, message: text.message };
    try {
      body = json ? JSON.parse(text.text) : formFields(text.text);
    } catch {
      return { ok: false, status: 400, message: 'The body is not valid JSON' };
    }
  }
  const problem = inspectInput(body);
  if (problem) return { ok: false, status: 400, field: problem.path, message: `${problem.path}: ${problem.message}` };
  const parsed = loginInputSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    return { ok: false, status: 400, field, message: field ? `${field}: ${issue?.message}` : 'Email and password are required' };
  }
  return { ok: true, input: parsed.data };
}
