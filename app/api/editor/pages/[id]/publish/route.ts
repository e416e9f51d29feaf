import { NextResponse } from 'next/server';
import { activityOfRequest, recordActivity } from '@/lib/activity/record';
import { publishBody } from '@/lib/editor/api-schemas';
import { notFound, parseId } from '@/lib/editor/http';
import { publish } from '@/lib/editor/publish';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { pageEditingRoute } from '@/lib/review/http';
import { reviewApplies } from '@/lib/review/settings';
import { submitPage } from '@/lib/review/submit';

/**
 * Publishes the saved draft: {expectedVersion?} -> {version}. 422 invalid_blocks with
 * problems [{blockId, type, issues}] when a block fails its schema (nothing published).
 * Where the site reviews the editor's role, the draft is submitted for approval instead:
 * 202 {submitted: true, submission_id}; the published version stays online. A submission
 * records itself (review-submitted); only a real publish is logged as one.
 */
export const POST = pageEditingRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  const body = await readJsonBody(request, publishBody);
  if (!body.ok) return body.response;
  if (reviewApplies(site, editor.role)) {
    const submitted = await submitPage(db, site.id, id, editor, { expectedVersion: body.data.expectedVersion });
    if (!submitted.submitted) {
      return jsonError(422, 'invalid_blocks', `${submitted.problems.length} block(s) are invalid: nothing was submitted`, { problems: submitted.problems });
    }
    return NextResponse.json({ submitted: true, submission_id: submitted.submission.id }, { status: 202 });
  }
  const result = await publish(db, id, editor, { expectedVersion: body.data.expectedVersion, siteId: site.id });
  if (!result.published) {
    return jsonError(422, 'invalid_blocks', `${result.problems.length} block(s) are invalid: nothing was published`, { problems: result.problems });
  }
  await recordActivity(db, { editor, siteId: site.id, ...activityOfRequest(request.method, request.nextUrl.pathname) });
  // version: the draft's lock version; published_version: the number editors see (1, 2, 3…).
  // warnings: broker photos that turn 5 within six months (rule photo_recent), for the panel to show.
  return NextResponse.json({ version: result.version, published_version: result.publishedVersion, warnings: result.warnings });
}, { record: false });
