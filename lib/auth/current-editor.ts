import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest, NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
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
 */
export function withEditor<Context = unknown>(
  handler: (request: NextRequest, context: Context, editor: Editor) => Response | Promise<Response>,
): (request: NextRequest, context: Context) => Promise<Response> {
  return async (request, context) => {
    const auth = await requireEditorApi(request);
    if ('response' in auth) return auth.response;
    return handler(request, context, auth.editor);
  };
}
