import { NextResponse } from 'next/server';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { jsonError } from '@/lib/http/responses';
import { ReviewError } from '@/lib/review/errors';
import { reviewErrorResponse } from '@/lib/review/http';
import { publishVariantAs } from '@/lib/review/variant-publish';

/**
 * Makes the variant visible at ?variant=<id>; 422 invalid_blocks with problems otherwise;
 * 409 variant_review_required where the editor's publishing goes through approval.
 */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('variant');
  try {
    const result = await publishVariantAs(db, site, id, editor);
    if (!result.published) {
      return jsonError(422, 'invalid_blocks', `${result.problems.length} block(s) are invalid: nothing was published`, { problems: result.problems });
    }
  } catch (error) {
    if (error instanceof ReviewError) return reviewErrorResponse(request, error);
    throw error;
  }
  return NextResponse.json({ published: true });
});
