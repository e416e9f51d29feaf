import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { previewTarget } from '@/lib/editor/preview-path';
import { jsonError } from '@/lib/http/responses';

/**
 * GET /api/editor/preview?path=/fr/a-propos: turns on Next draft mode for this editor's
 * browser (the public route then renders drafts, uncached, under a 'Brouillon' banner)
 * and opens the page. GET because it is opened as a link in a new tab.
 */
export const GET = withEditor(async (request) => {
  const target = previewTarget(request.nextUrl.searchParams.get('path'));
  if (!target) return jsonError(400, 'invalid_path', 'path must be a public page path under /fr or /en');
  (await draftMode()).enable();
  return NextResponse.redirect(new URL(target, request.url), 303);
});
