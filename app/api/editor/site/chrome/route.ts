import { NextResponse } from 'next/server';
import type { Block } from '@/lib/content/types';
import { chromeBody, CONTENT_BODY_MAX_BYTES } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { saveSiteChrome } from '@/lib/editor/site-settings';
import { jsonError, readJsonBody } from '@/lib/http/responses';

/** Site-wide header or footer: {part, blocks}, live at once; 422 invalid_blocks with problems otherwise. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, chromeBody, CONTENT_BODY_MAX_BYTES);
  if (!body.ok) return body.response;
  const result = await saveSiteChrome(db, site.id, body.data.part, body.data.blocks as Block[]);
  if (!result.saved) {
    return jsonError(422, 'invalid_blocks', `${result.problems.length} block(s) are invalid: nothing was saved`, { problems: result.problems });
  }
  return NextResponse.json({ saved: true });
}, 'site_admin');
