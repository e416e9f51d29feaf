/** Bodies over this size are refused before parsing (a lead is a few KB at most). */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export type BodyResult =
  | { ok: true; raw: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; error: string; message: string };

/** Repeated form keys (municipality=a&municipality=b, or municipality[]) become a list. */
function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const existing = fields[key];
    if (existing === undefined) fields[key] = rawKey.endsWith('[]') ? [value] : value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The lead body as a plain object: form-encoded (the spec's wire format) or JSON.
 * Too large -> 413, another content type -> 415, malformed JSON -> 400.
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
  const text = await readLimited(request, limit);
  if (text === null) return tooLarge;
  if (!isJson) return { ok: true, raw: formFields(text) };
  try {
    const value: unknown = text.trim() ? JSON.parse(text) : {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return { ok: true, raw: value as Record<string, unknown> };
  } catch {
    return { ok: false, status: 400, error: 'invalid_json', message: 'The body is not a JSON object' };
  }
}
