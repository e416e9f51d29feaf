import { LOGIN_PATH } from './next-path';

/**
 * Pure decisions for the request proxy (proxy.ts), which can only see whether the
 * session cookie is present. Pages and handlers still check the session itself
 * (requireEditor, withEditor): a stale or forged cookie passes here and fails there.
 */

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Where to send a /qa request without a session cookie; null lets it through. */
export function qaGuard(pathname: string, hasSessionCookie: boolean): { redirect: string } | null {
  if (hasSessionCookie || !isUnder(pathname, '/qa')) return null;
  if (isUnder(pathname, LOGIN_PATH)) return null;
  return { redirect: `${LOGIN_PATH}?next=${encodeURIComponent(pathname)}` };
}

// Methods that do not change anything (HEAD mirrors GET, OPTIONS is the CORS preflight).
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an /api call needs a signed-in editor: every call that may change data,
 * except the public ones that authenticate otherwise: signing in and out, the page
 * response (POST by design, read-only), the site-key endpoints of /api/swc (leads,
 * contact) and the development demo endpoints.
 */
export function isWriteApi(method: string, pathname: string): boolean {
  if (READ_METHODS.has(method.toUpperCase()) || !isUnder(pathname, '/api')) return false;
  if (pathname === '/api/auth/login' || pathname === '/api/auth/logout') return false;
  // Signed-out account forms: "forgot password", a reset link, an invitation link (each checks its own token).
  if (pathname === '/api/auth/forgot' || pathname === '/api/auth/reset' || pathname === '/api/auth/invitation') return false;
  // Leaving draft preview must work after signing out (it only clears a cookie).
  if (pathname === '/api/editor/preview/exit') return false;
  // One-click unsubscribe of the alert e-mails (RFC 8058): the mail provider posts it, no session (checks its signed token).
  if (pathname === '/api/alerts/unsubscribe') return false;
  if (pathname === '/api/page' || /^\/api\/page\/[^/]+$/.test(pathname)) return false;
  if (isUnder(pathname, '/api/swc') || isUnder(pathname, '/api/development')) return false;
  return true;
}
