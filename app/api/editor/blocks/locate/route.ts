import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { locatePageId } from '@/lib/editor/edit-mode-service';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError } from '@/lib/http/responses';

/**
 * GET /api/editor/blocks/locate?path=/fr/a-propos -> {pageId}: which CMS page a public
 * URL shows, for edit mode's edit links. Editors only, so the public page response
 * never carries page ids.
 */
export const GET = withEditor(async (request) => {
  const path = request.nextUrl.searchParams.get('path');
  if (!path || !path.startsWith('/') || path.length > 2048 || path.includes('\u0000')) {
    return jsonError(400, 'invalid_path', 'path must be a public path such as /fr/a-propos');
  }
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const pageId = await locatePageId(db, site.id, path);
  if (pageId === null) return jsonError(404, 'page_not_found', `No CMS page at ${path}`);
  return NextResponse.json({ pageId: String(pageId) }, { headers: { 'cache-control': 'no-store' } });
});
