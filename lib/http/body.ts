/**
 * Reading request bodies at the boundary: never more than the limit (413 as soon as it is
 * exceeded, without reading the rest), JSON only when declared as JSON (415 otherwise), and
 * a request-wide inspection of every string for what PostgreSQL or other clients must never
 * receive (see inspect-input.ts).
 */

export type BodyTextResult = { ok: true; text: string } | { ok: false; status: 413; error: 'payload_too_large'; message: string };

function tooLarge(limit: number): BodyTextResult {
  return { ok: false, status: 413, error: 'payload_too_large', message: `The body exceeds ${limit} bytes` };
}

/** The body as UTF-8 text, read chunk by chunk and abandoned once it passes `limit` bytes. */
export async function readBodyText(request: Request, limit: number): Promise<BodyTextResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(limit);
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/** The media type without parameters, lower-cased ('' when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** application/json or any +json type. text/plain is refused: it is what a cross-site form can send without a preflight. */
export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Form fields; repeated keys (a=1&a=2, or a[]=1) become a list. */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const existing = fields[key];
    if (existing === undefined) fields[key] = rawKey.endsWith('[]') ? [value] : value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}
