export const SESSION_COOKIE = 'qa_session';

/** Attributes shared by setting and clearing, so the browser matches the same cookie. */
export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires: Date;
}

export function sessionCookieOptions(secure: boolean, expires: Date): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', expires };
}

/** Options that make the browser drop the cookie at once. */
export function clearedSessionCookieOptions(secure: boolean): SessionCookieOptions {
  return sessionCookieOptions(secure, new Date(0));
}

/**
 * Whether the visitor reached us over https. Behind a TLS-terminating proxy the request
 * itself is http; Next fills x-forwarded-proto from the original request otherwise.
 */
export function isHttpsRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return new URL(request.url).protocol === 'https:';
}

/** One cookie's value from a Cookie header (plain Request has no cookie jar). */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * A readable hint next to the HttpOnly session cookie: "an editor signed in on this
 * browser". Public pages are cached for everyone, so the edit-mode gate runs in the browser
 * and asks /api/editor/edit-mode only when this hint is present (the session is checked there).
 */
export const EDITOR_HINT_COOKIE = 'qa_editor';

export function editorHintCookieOptions(secure: boolean, expires: Date) {
  return { httpOnly: false, sameSite: 'lax' as const, secure, path: '/', expires };
}
