import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { previewTarget } from '@/lib/editor/preview-path';

/**
 * POST /api/editor/preview/exit (the draft banner's form, field path): back to the
 * published pages. No editor check: leaving draft mode is harmless for anyone.
 */
export async function POST(request: NextRequest) {
  (await draftMode()).disable();
  const form = await request.formData().catch(() => null);
  const path = form?.get('path');
  const target = previewTarget(typeof path === 'string' ? path : null) ?? '/fr';
  return NextResponse.redirect(new URL(target, request.url), 303);
}
