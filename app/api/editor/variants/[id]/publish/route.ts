import { NextResponse } from 'next/server';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { publishVariant } from '@/lib/editor/variants';
import { jsonError } from '@/lib/http/responses';

/** Makes the variant visible at ?variant=<id>; 422 invalid_blocks with problems otherwise. */
export const POST = editorRoute<{ id: string }>(async (_request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('variant');
  const result = await publishVariant(db, id, site.id, editor);
  if (!result.published) {
    return jsonError(422, 'invalid_blocks', `${result.problems.length} block(s) are invalid: nothing was published`, { problems: result.problems });
  }
  return NextResponse.json({ published: true });
});
