import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { seeOther } from '@/lib/auth/responses';
import { formFields, readBodyText } from '@/lib/http/body';
import { previewTarget } from '@/lib/editor/preview-path';

/**
 * POST /api/editor/preview/exit (the draft banner's form, field path): back to the
 * published pages with a relative 303. No editor check: leaving draft mode is harmless for
 * anyone (the proxy still refuses it from another site).
 */
export async function POST(request: NextRequest) {
  (await draftMode()).disable();
  const body = await readBodyText(request, 4096);
  const path = body.ok ? formFields(body.text).path : null;
  return seeOther(previewTarget(typeof path === 'string' ? path : null) ?? '/fr');
}
