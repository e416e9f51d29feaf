import 'server-only';
import type { NextRequest } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import type { Editor } from '@/lib/auth/editors';
import { getRequestSite } from '@/lib/cms/cached';
import type { Site } from '@/lib/cms/sites';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { jsonError } from '@/lib/http/responses';
import { isEditorError } from './errors';

export interface EditorRouteContext<P> {
  params: P;
  editor: Editor;
  site: Site;
  db: Database;
}

/**
 * An /api/editor handler: signed-in editor (401 otherwise), the request's site (by host),
 * and editor errors turned into their 4xx JSON answer ({status:'error', error, message, ...details}).
 */
export function editorRoute<P extends Record<string, string> = Record<string, never>>(
  handler: (request: NextRequest, context: EditorRouteContext<P>) => Promise<Response>,
) {
  return withEditor<{ params: Promise<P> }>(async (request, context, editor) => {
    const site = await getRequestSite();
    if (!site) return jsonError(404, 'site_not_found', 'No site answers this host');
    try {
      return await handler(request, { params: await context.params, editor, site, db: await getDb() });
    } catch (error) {
      if (isEditorError(error)) return jsonError(error.status, error.code, error.message, error.details);
      throw error;
    }
  });
}

/** A numeric id from the URL (1 up to 15 digits: safe integers, within bigint), or null (the handler answers 404). */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

export function notFound(what: string) {
  return jsonError(404, `${what}_not_found`, `No ${what} with this id on this site`);
}
