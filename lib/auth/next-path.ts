import { isLocale } from '@/lib/i18n/locales';

export const QA_HOME = '/qa';
export const LOGIN_PATH = '/qa/login';

/**
 * The path when it is one of the QA area ('/qa', '/qa/...', '/qa?...', '/qa#...'), else
 * null, so a crafted link can never lead off the site ('//evil', '/\evil', 'https://...').
 */
export function qaPathOrNull(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2048) return null;
  if (!/^\/qa(?:[/?#]|$)/.test(path)) return null;
  // Backslashes and control characters are normalised unpredictably by browsers.
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

/**
 * The `?next=` return path after sign-in: a QA path other than the login page, which
 * would loop (a signed-in editor visiting it is sent on to next).
 */
export function safeNextPath(next: unknown): string | null {
  const path = qaPathOrNull(next);
  if (!path || /^\/qa\/login(?:[/?#]|$)/.test(path)) return null;
  return path;
}

export type LoginError = 'invalid' | 'locked';

/** The login page URL, carrying the return path, language and the reason for coming back. */
export function loginPageHref(options: { next?: string | null; lang?: string; error?: LoginError; retryAfterSeconds?: number } = {}): string {
  const query = new URLSearchParams();
  if (options.error) query.set('error', options.error);
  if (options.retryAfterSeconds !== undefined) query.set('retry', String(options.retryAfterSeconds));
  const next = safeNextPath(options.next);
  if (next && next !== QA_HOME) query.set('next', next);
  if (isLocale(options.lang)) query.set('lang', options.lang);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
