import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { isJsonMediaType, mediaType, readBodyText } from './body';
import { inspectInput } from './inspect-input';

/** The one error shape of the HTTP API: {status: 'error', error: code, message, issues?}. */
export function jsonError(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ status: 'error', error, message, ...extra }, { status });
}

/**
 * Reads and validates a JSON body. Too large -> 413 (reading stops at the limit), another
 * content type -> 415, malformed JSON -> 400, a NUL character or a javascript: link -> 400
 * naming the field, a body that fails the schema -> 400 naming the field; never an exception.
 * An empty body counts as {} whatever its type (bodiless POSTs such as publish).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: NextResponse }> {
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return { ok: false, response: jsonError(413, 'payload_too_large', `Body exceeds ${maxBytes} bytes`, { limit_bytes: maxBytes }) };
  const text = body.text;
  if (text.trim().length > 0 && !isJsonMediaType(mediaType(request))) {
    return { ok: false, response: jsonError(415, 'unsupported_media_type', 'Send the body as application/json') };
  }
  let raw: unknown;
  try {
    raw = text.trim().length ? JSON.parse(text) : {};
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_json', 'The request body is not valid JSON') };
  }
  const problem = inspectInput(raw);
  if (problem) {
    return { ok: false, response: jsonError(400, 'invalid_body', `${problem.path}: ${problem.message}`, { issues: [problem] }) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0];
    return {
      ok: false,
      response: jsonError(400, 'invalid_body', first ? `${first.path || 'body'}: ${first.message}` : 'Invalid body', { issues }),
    };
  }
  return { ok: true, data: parsed.data };
}
