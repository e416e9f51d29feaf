import { NextResponse } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import { PASSWORD_PROBLEM_MESSAGES } from './password-policy';
import { LOCALE_COOKIE, localeCookieOptions } from './locale-cookie';
import type { AccountFailure } from './accounts';
import { jsonError, seeOther } from './responses';
import type { NewSession } from './session';
import { EDITOR_HINT_COOKIE, editorHintCookieOptions, isHttpsRequest, SESSION_COOKIE, sessionCookieOptions } from './session-cookie';

/**
 * A new session (invitation accepted, password reset): the cookie, then /qa (browser) or 200 JSON.
 * `lang`, the language of the form, becomes the workspace's (the language cookie).
 */
export function signedIn(request: Request, session: NewSession, html: boolean, location = '/qa', lang?: string): NextResponse {
  const response = html ? seeOther(location) : NextResponse.json({ status: 'success' });
  const secure = isHttpsRequest(request);
  if (isLocale(lang)) response.cookies.set(LOCALE_COOKIE, lang, localeCookieOptions);
  response.cookies.set(SESSION_COOKIE, session.token, sessionCookieOptions(secure, session.expiresAt));
  response.cookies.set(EDITOR_HINT_COOKIE, '1', editorHintCookieOptions(secure, session.expiresAt));
  return response;
}

const FAILURE_MESSAGES: Record<AccountFailure['error'], string> = {
  ...PASSWORD_PROBLEM_MESSAGES,
  invalid_token: 'This link is no longer valid (already used or expired)',
  wrong_current: 'current: the password is wrong',
  member_not_found: 'memberId: no such member on this site',
};

/** A refused account operation: back to the form with ?error=code (browser) or a 4xx JSON. */
export function accountFailure(failure: AccountFailure, html: boolean, back: string): NextResponse {
  if (html) return seeOther(`${back}${back.includes('?') ? '&' : '?'}error=${failure.error}`);
  const status = failure.error === 'invalid_token' ? 410 : failure.error === 'member_not_found' ? 404 : failure.error === 'wrong_current' ? 403 : 400;
  return jsonError(status, failure.error, FAILURE_MESSAGES[failure.error]);
}
