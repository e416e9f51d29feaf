import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { saveSections, sectionsBody } from '@/lib/editor/save-sections';

/** Pages can be large: a block list of up to 1 MB. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * POST /api/editor/sections {pageId, blocks, expectedVersion} -> {version}: the /qa/sections
 * editor saves the page's block list as its draft. 422 names invalid blocks, 409 a
 * version conflict (someone saved since), 404 a page of another site.
 */
export const POST = withEditor(async (request, _context, editor) => {
  const body = await readJsonBody(request, sectionsBody, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const outcome = await saveSections(db, site.id, body.data, editor);
  if (!outcome.ok) {
    const extra = {
      ...(outcome.blocks ? { blocks: outcome.blocks } : {}),
      ...(outcome.version !== undefined ? { version: outcome.version } : {}),
    };
    return jsonError(outcome.status, outcome.error, outcome.message, extra);
  }
  return NextResponse.json({ version: outcome.version });
});
