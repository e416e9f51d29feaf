/**
 * Security headers of every answer the proxy sees, by kind of path:
 *
 * - /qa (editor workspace): a nonce-based Content-Security-Policy. Every /qa page is
 *   rendered per request (it reads the session), so Next.js reads the nonce from the
 *   request's CSP header and puts it on its own scripts; 'strict-dynamic' lets those load
 *   the editor's chunks. No inline script without the nonce runs, and nothing can frame /qa
 *   (frame-ancestors 'none' and X-Frame-Options DENY for older browsers).
 * - public pages: a policy without a nonce, on purpose. A nonce must differ on every
 *   answer, so it would force every public page to render per request and forbid serving
 *   a page whole from the full-page cache (a cached page would replay a stale nonce).
 *   Next's inline RSC payload scripts differ per page, so hashes cannot list them either.
 *   The policy therefore allows inline scripts and https: script hosts (the site's script
 *   tags of the page response and the editor-only script-embed block load analytics or
 *   chat vendors from their own hosts: CSP_SCRIPT_SOURCES narrows that list) and still
 *   closes what a nonce-free policy can: plugins, <base> hijacking, forms posting to other
 *   sites, plain-http scripts, framing by other sites.
 * - API answers: nothing to render (default-src 'none'), never framed; editor answers
 *   (/api/editor, /api/leads, /api/auth) are private and never stored by a cache.
 *
 * Everywhere: nosniff, Referrer-Policy strict-origin-when-cross-origin, and HSTS when the
 * request arrived over https (X-Forwarded-Proto counts only from a trusted proxy, see
 * lib/http/forwarded-headers.ts).
 */

export type PathKind = 'editor' | 'api' | 'editor-api' | 'public';

export function pathKind(pathname: string): PathKind {
  if (pathname === '/qa' || pathname.startsWith('/qa/')) return 'editor';
  if (/^\/api\/(editor|leads|auth)(\/|$)/.test(pathname)) return 'editor-api';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  return 'public';
}

export interface SecurityContext {
  https: boolean;
  /** Development: React needs eval for its error overlays and HMR talks over a websocket. */
  dev: boolean;
  /** For /qa pages: the nonce of this request. */
  nonce?: string;
  /** CSP_SCRIPT_SOURCES: extra script (and connect/frame) sources of public pages; default https:. */
  publicSources?: string;
}

/** 128 random bits, base64: unguessable and unique per request. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The directives every page's policy shares, in the order the header lists them; each
 * policy fills in or replaces its own (a replaced directive keeps its place).
 */
function basePolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': [],
    'style-src': [],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': [],
    'connect-src': [],
    'media-src': ["'self'", 'blob:', 'https:'],
    // Video blocks embed YouTube / Vimeo players (in the editor's canvas too).
    'frame-src': ["'self'", 'https:'],
    // The proof-of-work captcha solves in web workers.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function editorCsp({ nonce, dev, https }: SecurityContext): string {
  return policy({
    ...basePolicy(https),
    'script-src': ["'self'", `'nonce-${nonce ?? ''}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // Puck copies style elements into its canvas frame and React renders style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-ancestors': ["'none'"],
  });
}

export function publicCsp({ dev, https, publicSources }: SecurityContext): string {
  const vendors = (publicSources ?? 'https:').split(/\s+/).filter(Boolean);
  return policy({
    ...basePolicy(https),
    'script-src': ["'self'", "'unsafe-inline'", ...vendors, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...vendors, ...(dev ? ['ws:', 'wss:'] : [])],
    // The editor's own pages may show the site (previews); other sites may not.
    'frame-ancestors': ["'self'"],
  });
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** One year; no includeSubDomains: broker domains may have subdomains that are not on https. */
export const HSTS = 'max-age=31536000';

/** The response headers for a request path. */
export function securityHeaders(pathname: string, context: SecurityContext): Record<string, string> {
  const kind = pathKind(pathname);
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (context.https) headers['Strict-Transport-Security'] = HSTS;
  if (kind === 'editor') {
    headers['Content-Security-Policy'] = editorCsp(context);
    headers['X-Frame-Options'] = 'DENY';
  } else if (kind === 'public') {
    headers['Content-Security-Policy'] = publicCsp(context);
    headers['X-Frame-Options'] = 'SAMEORIGIN';
  } else {
    headers['Content-Security-Policy'] = API_CSP;
    headers['X-Frame-Options'] = 'DENY';
    if (kind === 'editor-api') headers['Cache-Control'] = 'private, no-store';
  }
  return headers;
}

/**
 * next-intl announces the other locales' URLs in a Link header that repeats the path, so
 * an 8 KB path made 25 KB of headers and proxies with default buffers answered 502. The
 * same alternates are in the page's <head>; past this size the header is dropped.
 */
export const MAX_LINK_HEADER_BYTES = 2048;

export function boundLinkHeader(headers: Headers, max = MAX_LINK_HEADER_BYTES): void {
  const link = headers.get('link');
  if (link !== null && link.length > max) headers.delete('link');
}
