/**
 * The first route segment of a public page, added by proxy.ts: the request's origin (scheme,
 * host, port), the page variant and, for `npm run bench` only, a one-off key. Every public
 * page is rendered once per (segment, locale, path) and then served whole from Next's page
 * cache (ISR), so whatever a server component may depend on must be in this key: the host
 * picks the site, the origin makes canonical and hreflang URLs absolute, the variant picks
 * the page's content. Anything else (cookies, query, session) belongs to client islands.
 */
export interface SiteSegment {
  /** 'http://localhost:3000' or 'https://example.com'. */
  origin: string;
  variant: string | null;
  /** Bench only: a unique value so the page cache misses and the page renders uncached. */
  nocache?: string;
}

const PREFIX = 's.';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeSiteSegment(segment: SiteSegment): string {
  const parts = [segment.origin, segment.variant ?? ''];
  if (segment.nocache) parts.push(segment.nocache);
  return PREFIX + toBase64Url(parts.join('\n'));
}

/** Null for anything the proxy did not write (a visitor typing a segment gets a 404). */
export function decodeSiteSegment(value: string | undefined): SiteSegment | null {
  if (!value) return null;
  const raw = decodeURIComponent(value);
  if (!raw.startsWith(PREFIX)) return null;
  try {
    const [origin, variant, nocache] = fromBase64Url(raw.slice(PREFIX.length)).split('\n');
    if (!origin || !/^https?:\/\/[^/\s]+$/.test(origin)) return null;
    return { origin, variant: variant || null, ...(nocache ? { nocache } : {}) };
  } catch {
    return null;
  }
}

export function isSiteSegment(value: string | undefined): boolean {
  return Boolean(value?.startsWith(PREFIX));
}

/** The host of the origin, without the port: picks the site (domain mode). */
export function segmentHost(segment: SiteSegment): string {
  return new URL(segment.origin).hostname.toLowerCase();
}
