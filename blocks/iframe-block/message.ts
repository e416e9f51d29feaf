/**
 * The property iframe's rules (spec 001 sections 3, 7, 9): its src is the editor's URL in
 * the page's locale plus the default query (model v5, pub 0, desjPub 0, desjCalc 0, and
 * shareUrl of the current page; editor params win), and its height follows the
 * remaxIframeHeight messages posted by the iframe, accepted only from the iframe's origin.
 */
export const IFRAME_DEFAULT_QUERY = { model: 'v5', pub: '0', desjPub: '0', desjCalc: '0' } as const;

/** Largest height accepted from a message: a bound, so a bad message cannot make the page miles long. */
export const IFRAME_MAX_HEIGHT = 20_000;

export function iframeSrc(url: string, shareUrl: string, params: Record<string, string> = {}, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  for (const [key, value] of Object.entries({ ...IFRAME_DEFAULT_QUERY, shareUrl, ...params })) parsed.searchParams.set(key, value);
  return parsed.toString();
}

export function iframeOrigin(src: string): string | null {
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}

/**
 * The height a window message asks for, or null when it is not a remaxIframeHeight
 * message from the iframe's own origin. The payload may be an object or its JSON text,
 * with the event name in `event`, `type` or `name`.
 */
export function iframeHeightFromMessage(message: { origin: string; data: unknown }, expectedOrigin: string | null): number | null {
  if (!expectedOrigin || message.origin !== expectedOrigin) return null;
  let data = message.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const name = record.event ?? record.type ?? record.name;
  if (name !== 'remaxIframeHeight') return null;
  const height = typeof record.height === 'string' ? Number(record.height) : record.height;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return Math.min(Math.round(height), IFRAME_MAX_HEIGHT);
}
