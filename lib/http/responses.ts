import { NextResponse } from 'next/server';
import type { z } from 'zod';

/** The one error shape of the HTTP API: {status: 'error', error: code, message, issues?}. */
export function jsonError(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ status: 'error', error, message, ...extra }, { status });
}

/**
 * Reads and validates a JSON body. Malformed JSON or a body that fails the schema gives
 * a 400 response naming what is wrong; never an exception.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: NextResponse }> {
  const text = await request.text();
  if (text.length > maxBytes) return { ok: false, response: jsonError(413, 'payload_too_large', `Body exceeds ${maxBytes} bytes`) };
  let raw: unknown;
  try {
    raw = text.length ? JSON.parse(text) : {};
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_json', 'The request body is not valid JSON') };
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
