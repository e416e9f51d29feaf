import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/http/client-ip';
import { attemptLogin } from '@/lib/auth/login';
import { isJsonRequest, readLoginInput } from '@/lib/auth/login-input';
import { getLoginRateLimiter } from '@/lib/auth/login-rate-limit';
import { siteOfRequestHost } from '@/lib/auth/current-editor';
import { landingPath } from '@/lib/auth/landing';
import { loginPageHref, QA_HOME, safeNextPath } from '@/lib/auth/next-path';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { EDITOR_HINT_COOKIE, editorHintCookieOptions, isHttpsRequest, SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/session-cookie';

/**
 * Sign-in, form-encoded (the login page) or JSON: 303 to `next` (or /qa) with the session
 * cookie. Failures: a browser form goes back to the login page with the reason; other
 * clients get 400 / 401 / 429 (with Retry-After) as JSON.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const html = wantsHtml(request, isJsonRequest(request));
  const read = await readLoginInput(request);
  if (!read.ok) {
    return html
      ? seeOther(loginPageHref({ error: 'invalid' }))
      : jsonError(read.status, read.status === 400 ? 'invalid_input' : read.status === 413 ? 'payload_too_large' : 'unsupported_media_type', read.message, read.field ? { field: read.field } : {});
  }
  const input = read.input;
  const back = { next: input.next, lang: input.lang };
  const outcome = await attemptLogin(await getDb(), getLoginRateLimiter(), {
    ip: clientIp(request.headers),
    email: input.email,
    password: input.password,
    userAgent: request.headers.get('user-agent'),
  });

  if (!outcome.ok && outcome.reason === 'locked') {
    const seconds = outcome.retryAfterSeconds;
    const retryAfter = { 'Retry-After': String(seconds) };
    return html
      ? seeOther(loginPageHref({ ...back, error: 'locked', retryAfterSeconds: seconds }), retryAfter)
      : jsonError(429, 'too_many_attempts', 'Too many login attempts, try again later', { retry_after: seconds }, retryAfter);
  }
  if (!outcome.ok) {
    return html
      ? seeOther(loginPageHref({ ...back, error: 'invalid' }))
      : jsonError(401, 'invalid_credentials', 'Invalid email or password');
  }

  const next = safeNextPath(input.next);
  // No page asked for: the first page this person's role may open (a broker's own profile).
  const response = seeOther(next && next !== QA_HOME ? next : await landingPath(await getDb(), outcome.editor, await siteOfRequestHost(request)));
  response.cookies.set(
    SESSION_COOKIE,
    outcome.session.token,
    sessionCookieOptions(isHttpsRequest(request), outcome.session.expiresAt),
  );
  response.cookies.set(EDITOR_HINT_COOKIE, '1', editorHintCookieOptions(isHttpsRequest(request), outcome.session.expiresAt));
  return response;
}
