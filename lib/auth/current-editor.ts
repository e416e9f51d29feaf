import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import type { NextRequest, NextResponse } from 'next/server';
import { recordActivity, activityOfRequest } from '@/lib/activity/record';
import { getRequestSite } from '@/lib/sites/request-site';
import { findSiteByDomain, type Site } from '@/lib/sites/sites';
import { getDb } from '@/lib/db';
import { FORGED_WRITE_MESSAGE, isCrossOrigin, isSafeMethod } from '@/lib/http/csrf';
import { loginPageHref } from './next-path';
import { jsonError } from './responses';
import { accessOnSite, refusalMessage, roleAllows, type Role } from './roles';
import { getEditorBySessionToken, type SessionEditor } from './session';
import { readCookie, SESSION_COOKIE } from './session-cookie';

/**
 * The signed-in editor with their role on the site of the request (by host): what every
 * guarded page and handler receives. `memberId` is the broker's own member.
 */
export type SiteEditor = SessionEditor & { site: Site; role: Role; memberId: number | null };

/** The signed-in editor of this request (server components, actions, handlers), or null. */
export const getCurrentEditor = cache(async (): Promise<SessionEditor | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return getEditorBySessionToken(await getDb(), token);
});

/** The signed-in editor and their role on the request's site, or null (signed out or no role there). */
export const getCurrentAccess = cache(async (): Promise<SiteEditor | null> => {
  const editor = await getCurrentEditor();
  const site = editor ? await getRequestSite() : null;
  if (!editor || !site) return null;
  const access = await accessOnSite(await getDb(), editor, site.id);
  return access ? { ...editor, site, ...access } : null;
});

/**
 * For server components: the signed-in editor, or a redirect to the login page that
 * comes back to nextPath (a /qa path) afterwards. Checks no role: use requireRole.
 */
export async function requireEditor(nextPath?: string): Promise<SessionEditor> {
  const editor = await getCurrentEditor();
  if (editor) return editor;
  redirect(loginPageHref({ next: nextPath }));
}

/**
 * The guard of every /qa page: `const me = await requireRole('editor', '/qa/pages')`.
 * Signed out -> the login page (back to nextPath after); no role on the request's site, or
 * a lesser one -> 403 (forbidden()); no site for the host -> 404.
 */
export async function requireRole(role: Role, nextPath?: string): Promise<SiteEditor> {
  const editor = await requireEditor(nextPath);
  const site = await getRequestSite();
  if (!site) notFound();
  const access = await accessOnSite(await getDb(), editor, site.id);
  if (!access || !roleAllows(access.role, role)) forbidden();
  return { ...editor, site, ...access };
}

export function unauthorizedResponse(): NextResponse {
  return jsonError(401, 'unauthorized', 'Authentication required');
}

/** For route handlers: the editor, or the 401 JSON response to return. */
export async function requireEditorApi(request: Request): Promise<{ editor: SessionEditor } | { response: NextResponse }> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const editor = token ? await getEditorBySessionToken(await getDb(), token) : null;
  return editor ? { editor } : { response: unauthorizedResponse() };
}

/** The site a route handler's request is for: its Host (or X-Forwarded-Host), default site as fallback. */
export async function siteOfRequestHost(request: Request): Promise<Site | null> {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return findSiteByDomain(await getDb(), host?.split(',')[0]?.trim());
}

export interface GuardOptions {
  /** Record a successful write in the activity log (default); off for heartbeats such as page locks. */
  record?: boolean;
}

/**
 * Wraps a route handler so it runs only for a signed-in editor holding at least `role`
 * on the site of the request (the host), passed as the third argument:
 * `export const POST = withEditor(async (request, { params }, editor) => ..., 'editor')`.
 * 401 signed out, 404 no site for the host, 403 (with the reason) no role or a lesser one.
 * A write from another origin is refused (403) here too, not only in the proxy, the answer
 * is never stored by a shared cache, and every successful write is recorded (lib/activity).
 */
export function withEditor<Context = unknown>(
  handler: (request: NextRequest, context: Context, editor: SiteEditor) => Response | Promise<Response>,
  role: Role = 'editor',
  options: GuardOptions = {},
): (request: NextRequest, context: Context) => Promise<Response> {
  return async (request, context) => {
    const write = !isSafeMethod(request.method);
    if (write && isCrossOrigin(request)) {
      return privateAnswer(jsonError(403, 'cross_site_request', FORGED_WRITE_MESSAGE));
    }
    const auth = await requireEditorApi(request);
    if ('response' in auth) return privateAnswer(auth.response);
    const site = await siteOfRequestHost(request);
    if (!site) return privateAnswer(jsonError(404, 'site_not_found', 'No site answers this host'));
    const db = await getDb();
    const access = await accessOnSite(db, auth.editor, site.id);
    if (!access || !roleAllows(access.role, role)) {
      return privateAnswer(jsonError(403, 'forbidden', refusalMessage(role, access?.role ?? null), { required_role: role }));
    }
    const editor: SiteEditor = { ...auth.editor, site, ...access };
    const response = await handler(request, context, editor);
    if (write && response.status < 400 && options.record !== false) {
      const path = new URL(request.url).pathname;
      await recordActivity(db, { editor, siteId: site.id, ...activityOfRequest(request.method, path) });
    }
    return privateAnswer(response);
  };
}

/**
 * An account's own routes (/api/account: profile, password, sessions): a signed-in editor,
 * whatever their role on this site; writes from another origin refused; writes recorded
 * by the account functions themselves.
 */
export function withAccount<Context = unknown>(
  handler: (request: NextRequest, context: Context, editor: SessionEditor) => Response | Promise<Response>,
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

/** A handler's own refusal of a broker acting outside their member (403, same shape as the guard's). */
export function forbiddenResponse(message: string): NextResponse {
  return jsonError(403, 'forbidden', message);
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
