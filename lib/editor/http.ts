import 'server-only';
import type { NextRequest } from 'next/server';
import { withEditor, type GuardOptions, type SiteEditor } from '@/lib/auth/current-editor';
import type { Role } from '@/lib/auth/roles';
import type { Site } from '@/lib/sites/sites';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { jsonError } from '@/lib/http/responses';
import { isEditorError } from './errors';

export interface EditorRouteContext<P> {
  params: P;
  editor: SiteEditor;
  site: Site;
  db: Database;
}

/**
 * An /api/editor handler: signed-in editor holding `role` on the request's site (by host;
 * 401 / 403 otherwise, lib/auth's guard), and editor errors turned into their 4xx JSON
 * answer ({status:'error', error, message, ...details}).
 */
export function editorRoute<P extends Record<string, string> = Record<string, never>>(
  handler: (request: NextRequest, context: EditorRouteContext<P>) => Promise<Response>,
  role: Role = 'editor',
  options?: GuardOptions,
) {
  return withEditor<{ params: Promise<P> }>(
    async (request, context, editor) => {
      try {
        return await handler(request, { params: await context.params, editor, site: editor.site, db: await getDb() });
      } catch (error) {
        if (isEditorError(error)) return jsonError(error.status, error.code, error.message, error.details);
        throw error;
      }
    },
    role,
    options,
  );
}

/** A numeric id from the URL (1 up to 15 digits: safe integers, within bigint), or null (the handler answers 404). */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

export function notFound(what: string) {
  return jsonError(404, `${what}_not_found`, `No ${what} with this id on this site`);
}
