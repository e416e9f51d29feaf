import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest, NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { FORGED_WRITE_MESSAGE, isCrossOrigin, isSafeMethod } from '@/lib/http/csrf';
import type { Editor } from './editors';
import { loginPageHref } from './next-path';
import { jsonError } from './responses';
import { getEditorBySessionToken } from './session';
import { readCookie, SESSION_COOKIE } from './session-cookie';

/** The signed-in editor of this request (server components, actions, handlers), or null. */
export const getCurrentEditor = cache(async (): Promise<Editor | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return getEditorBySessionToken(await getDb(), token);
});

/**
 * For server components: the signed-in editor, or a redirect to the login page that
 * comes back to nextPath (a /qa path) afterwards.
 */
export async function requireEditor(nextPath?: string): Promise<Editor> {
  const editor = await getCurrentEditor();
  if (editor) return editor;
  redirect(loginPageHref({ next: nextPath }));
}

export function unauthorizedResponse(): NextResponse {
  return jsonError(401, 'unauthorized', 'Authentication required');
}

/** For route handlers: the editor, or the 401 JSON response to return. */
export async function requireEditorApi(request: Request): Promise<{ editor: Editor } | { response: NextResponse }> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const editor = token ? await getEditorBySessionToken(await getDb(), token) : null;
  return editor ? { editor } : { response: unauthorizedResponse() };
}

/**
 * Wraps a route handler so it runs only for a signed-in editor, who is passed as the
 * third argument: `export const POST = withEditor(async (request, { params }, editor) => ...)`.
 * A write from another origin is refused (403) here too, not only in the proxy, and the
 * answer is never stored by a shared cache.
 */
export function withEditor<Context = unknown>(
  handler: (request: NextRequest, context: Context, editor: Editor) => Response | Promise<Response>,
): (request: NextRequest, context: Context) => Promise<Response> {
  return async (request, context) => {
    if (!isSafeMethod(request.method) && isCrossOrigin(request)) {
      return privateAnswer(jsonError(403, 'cross_site_request', FORGED_WRITE_MESSAGE));
    }
    const auth = await requireEditorApi(request);
    if ('response' in auth) return privateAnswer(auth.response);
    return privateAnswer(await handler(request, context, auth.editor));
  };
}

/** Editor answers carry drafts, leads and sessions: private, no-store, nosniff. */
function privateAnswer(response: Response): Response {
  let answer = response;
  try {
    answer.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Response.redirect() and fetch answers have immutable headers: copy first.
    answer = new Response(response.body, response);
    answer.headers.set('Cache-Control', 'private, no-store');
  }
  answer.headers.set('X-Content-Type-Options', 'nosniff');
  return answer;
}
