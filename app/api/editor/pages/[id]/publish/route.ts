import { NextResponse } from 'next/server';
import { publishBody } from '@/lib/editor/api-schemas';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { publish } from '@/lib/editor/publish';
import { jsonError, readJsonBody } from '@/lib/http/responses';

/**
 * Publishes the saved draft: {expectedVersion?} -> {version}. 422 invalid_blocks with
 * problems [{blockId, type, issues}] when a block fails its schema (nothing published).
 */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  const body = await readJsonBody(request, publishBody);
  if (!body.ok) return body.response;
  const result = await publish(db, id, editor, { expectedVersion: body.data.expectedVersion, siteId: site.id });
  if (!result.published) {
    return jsonError(422, 'invalid_blocks', `${result.problems.length} block(s) are invalid: nothing was published`, { problems: result.problems });
  }
  // version: the draft's lock version; published_version: the number editors see (1, 2, 3…).
  // warnings: broker photos that turn 5 within six months (rule photo_recent), for the panel to show.
  return NextResponse.json({ version: result.version, published_version: result.publishedVersion, warnings: result.warnings });
});
