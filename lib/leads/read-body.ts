import { formFields, readBodyText } from '@/lib/http/body';
import { inspectInput } from '@/lib/http/inspect-input';

/** Bodies over this size are refused before parsing (a lead is a few KB at most). */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export type BodyResult =
  | { ok: true; raw: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; error: string; message: string; field?: string };

/**
 * The lead body as a plain object: form-encoded (the spec's wire format) or JSON.
 * Too large -> 413 (reading stops at the limit), another content type -> 415, malformed
 * JSON or a NUL character in any field -> 400.
 */
export async function readLeadBody(request: Request, limit = MAX_LEAD_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  const tooLarge = { ok: false, status: 413, error: 'payload_too_large', message: `The body exceeds ${limit} bytes` } as const;
  if (Number.isFinite(declared) && declared > limit) return tooLarge;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const isJson = type === 'application/json' || type.endsWith('+json');
  if (!isJson && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, error: 'unsupported_media_type', message: 'Send application/x-www-form-urlencoded or application/json' };
  }
  const body = await readBodyText(request, limit);
  if (!body.ok) return tooLarge;
  let raw: Record<string, unknown>;
  if (!isJson) raw = formFields(body.text);
  else {
    try {
      const value: unknown = body.text.trim() ? JSON.parse(body.text) : {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
      raw = value as Record<string, unknown>;
    } catch {
      return { ok: false, status: 400, error: 'invalid_json', message: 'The body is not a JSON object' };
    }
  }
  // Before validation and the database: a NUL would otherwise fail the insert (a 503).
  const problem = inspectInput(raw);
  if (problem) return { ok: false, status: 400, error: 'invalid_input', message: `${problem.path}: ${problem.message}`, field: problem.path };
  return { ok: true, raw };
}
