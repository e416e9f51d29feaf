/**
 * Cross-site request forgery: a cookie-authenticated write must come from a page of this
 * site. Browsers send Origin on every POST/PUT/DELETE (and Sec-Fetch-Site on all requests);
 * a cross-site form or fetch therefore shows another origin. A request with neither header
 * is not a browser's (curl, server-to-server) and cannot carry a victim's cookie, so it passes.
 * The SameSite=Lax session cookie alone is not enough: sibling subdomains of a multi-site
 * deployment are "same site" and get the cookie.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** The host the browser addressed: X-Forwarded-Host is only present when a trusted proxy set it (lib/http/forwarded-headers.ts). */
function requestHost(headers: Headers, url: string): string {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || headers.get('host') || new URL(url).host).toLowerCase();
}

/** Whether this request comes from another origin than the one it is addressed to. */
export function isCrossOrigin(request: Pick<Request, 'headers' | 'url'>): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (!URL.canParse(origin)) return true; // 'null' (sandboxed frames, data: pages) included
    return new URL(origin).host.toLowerCase() !== requestHost(request.headers, request.url);
  }
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

/** Paths whose writes the session cookie authenticates, or that set or clear it. */
export function isCookieWritePath(pathname: string): boolean {
  if (pathname === '/qa' || pathname.startsWith('/qa/')) return true;
  if (pathname.startsWith('/api/auth/') || pathname.startsWith('/api/editor/') || pathname.startsWith('/api/leads/')) return true;
  return false;
}

/** Whether the proxy must refuse this request as a forged cross-site write (403). */
export function isForgedWrite(request: Pick<Request, 'headers' | 'url' | 'method'>, pathname: string, hasSessionCookie: boolean): boolean {
  if (isSafeMethod(request.method)) return false;
  // Login has no cookie yet (a forged login signs the victim into the attacker's account).
  const guarded = isCookieWritePath(pathname) || (hasSessionCookie && pathname.startsWith('/api/') && !isPublicApi(pathname));
  return guarded && isCrossOrigin(request);
}

/** Endpoints other sites' front ends call with a site key, never with the editor cookie. */
function isPublicApi(pathname: string): boolean {
  return pathname === '/api/page' || pathname.startsWith('/api/page/') || pathname.startsWith('/api/swc/') || pathname.startsWith('/api/development/');
}

export const FORGED_WRITE_MESSAGE = 'Cross-site request refused: this action must come from a page of this site';
