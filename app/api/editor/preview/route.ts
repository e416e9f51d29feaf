import { draftMode } from 'next/headers';
import { seeOther } from '@/lib/auth/responses';
import { formFields, readBodyText } from '@/lib/http/body';
import { previewTarget } from '@/lib/editor/preview-path';
import { jsonError } from '@/lib/http/responses';
import { pageEditingRoute } from '@/lib/review/http';

/**
 * POST /api/editor/preview (form field path=/fr/a-propos): turns on Next draft mode for
 * this editor's browser (the public route then renders drafts, uncached, under a
 * 'Brouillon' banner) and opens the page with a relative 303. Whoever edits pages may preview them. POST only: it changes the
 * browser's state, so a cross-site link or image must not trigger it (GET answers 405).
 */
export const POST = pageEditingRoute(async (request) => {
  const body = await readBodyText(request, 4096);
  const path = body.ok ? formFields(body.text).path : null;
  const target = previewTarget(typeof path === 'string' ? path : null);
  if (!target) return jsonError(400, 'invalid_path', 'path must be a public page path under /fr or /en');
  (await draftMode()).enable();
  return seeOther(target);
}, { record: false });
