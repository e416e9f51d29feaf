import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { loginPageHref } from '@/lib/auth/next-path';
import { seeOther } from '@/lib/auth/responses';
import { deleteSession } from '@/lib/auth/session';
import { clearedSessionCookieOptions, EDITOR_HINT_COOKIE, editorHintCookieOptions, isHttpsRequest, SESSION_COOKIE } from '@/lib/auth/session-cookie';

/** Sign-out: deletes the session row, clears the cookie and goes to the login page. */
export async function POST(request: NextRequest): Promise<Response> {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(await getDb(), token);
  const response = seeOther(loginPageHref());
  response.cookies.set(SESSION_COOKIE, '', clearedSessionCookieOptions(isHttpsRequest(request)));
  response.cookies.set(EDITOR_HINT_COOKIE, '', editorHintCookieOptions(isHttpsRequest(request), new Date(0)));
  return response;
}
