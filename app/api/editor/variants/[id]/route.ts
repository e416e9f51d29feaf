import { NextResponse } from 'next/server';
import type { Block } from '@/lib/content/types';
import { CONTENT_BODY_MAX_BYTES, variantContentBody } from '@/lib/editor/api-schemas';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { deleteVariant, getVariant } from '@/lib/editor/variants';
import { readJsonBody } from '@/lib/http/responses';
import { ReviewError } from '@/lib/review/errors';
import { reviewErrorResponse } from '@/lib/review/http';
import { saveVariantContentAs } from '@/lib/review/variant-publish';

export const GET = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('variant');
  return NextResponse.json(await getVariant(db, id, site.id));
});

/**
 * Replaces the variant's content: {content}. A published variant changes at once, so where
 * the editor's publishing goes through approval that is refused (409 variant_review_required).
 */
export const PUT = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('variant');
  const body = await readJsonBody(request, variantContentBody, CONTENT_BODY_MAX_BYTES);
  if (!body.ok) return body.response;
  try {
    await saveVariantContentAs(db, site, id, body.data.content as Block[], editor);
  } catch (error) {
    if (error instanceof ReviewError) return reviewErrorResponse(request, error);
    throw error;
  }
  return NextResponse.json({ saved: true });
});

export const DELETE = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('variant');
  await deleteVariant(db, id, site.id);
  return new NextResponse(null, { status: 204 });
});
