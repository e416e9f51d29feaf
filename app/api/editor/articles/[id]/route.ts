import { NextResponse } from 'next/server';
import { activityOfRequest, recordActivity } from '@/lib/activity/record';
import { z } from 'zod';
import { invalidateBlog } from '@/lib/blog/invalidate';
import { ArticleNotFound, ArticlePublishRefused, articleDetailsSchema, discardArticleDraft, findArticleForEditor, publishArticle, unpublishArticle, updateArticleDetails } from '@/lib/editor/article-editor';
import { deleteArticle } from '@/lib/blog/writes';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { publishRefused } from '@/lib/editor/publish-refusal-text';
import { ReviewError } from '@/lib/review/errors';
import { reviewErrorResponse } from '@/lib/review/http';
import { reviewApplies } from '@/lib/review/settings';
import { submitArticle } from '@/lib/review/submit';

const actionBody = z.object({ action: z.enum(['publish', 'unpublish', 'discard']) });

/**
 * {action}: `publish` makes the article and its pending changes what visitors read,
 * `unpublish` hides it (pending changes stay in the draft), `discard` drops the pending
 * changes. The archive, the post and featured blocks refresh when visitors' view changes.
 * Where the site reviews the editor's role, `publish` submits the article for approval
 * instead (202 {submitted, submission_id}); visitors keep reading what is online. A
 * submission records itself (review-submitted); the other actions are logged here.
 */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('article');
  const body = await readJsonBody(request, actionBody);
  if (!body.ok) return body.response;
  const { action } = body.data;
  if (action === 'publish' && reviewApplies(site, editor.role)) {
    const submitted = await submitArticle(db, site.id, id, editor);
    if (submitted === null) return notFound('article');
    if (!submitted.submitted) return publishRefused(request, submitted.problems);
    return NextResponse.json({ id, action, submitted: true, submission_id: submitted.submission.id }, { status: 202 });
  }
  if (action === 'publish') {
    const outcome = await publishArticle(db, site.id, id, editor.name);
    if (outcome === false) return notFound('article');
    if (outcome !== true) return publishRefused(request, outcome.problems);
  } else if (action === 'discard') {
    if (!(await discardArticleDraft(db, site.id, id))) return notFound('article');
  } else if (!(await unpublishArticle(db, site.id, id))) {
    return notFound('article');
  }
  await recordActivity(db, { editor, siteId: site.id, ...activityOfRequest(request.method, request.nextUrl.pathname) });
  return NextResponse.json({ id, action });
}, 'editor', { record: false });

/** Deletes an article of the request's site. */
export const DELETE = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null || !(await deleteArticle(db, site.id, id))) return notFound('article');
  invalidateBlog(site.id);
  return new NextResponse(null, { status: 204 });
});

/** Saves an article's details; `live` says whether visitors see them now or they wait in the draft. */
export const PUT = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('article');
  const body = await readJsonBody(request, articleDetailsSchema);
  if (!body.ok) return body.response;
  // Saved as published, an article not online yet would go online at once: that is a publish, and waits for approval here.
  if (body.data.published && reviewApplies(site, editor.role)) {
    const current = await findArticleForEditor(db, site.id, id);
    if (current && !current.visible) return reviewErrorResponse(request, new ReviewError('review_required', 'Submit the article for approval'));
  }
  try {
    const { live } = await updateArticleDetails(db, site.id, id, body.data, editor.name);
    return NextResponse.json({ id, live });
  } catch (error) {
    if (error instanceof ArticleNotFound) return notFound('article');
    if (error instanceof ArticlePublishRefused) return publishRefused(request, error.problems);
    throw error;
  }
});
