import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ArticlePublishRefused, articleOnSite, listArticleVersions, restoreArticleVersion } from '@/lib/editor/article-editor';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { publishRefused } from '@/lib/editor/publish-refusal-text';
import { refuseUnreviewedArticlePublish } from '@/lib/review/article-writes';
import { ReviewError } from '@/lib/review/errors';
import { reviewErrorResponse } from '@/lib/review/http';

const restoreBody = z.object({ version: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET: the article's versions, newest first; 404 for an article of another site. */
export const GET = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null || !(await articleOnSite(db, site.id, id))) return notFound('article');
  return NextResponse.json({ versions: await listArticleVersions(db, site.id, id) });
});

/**
 * POST {version}: puts that version back (into the draft of a published article); `live` says
 * which. 409 review_required where that would put the article online past an approval.
 */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('article');
  const body = await readJsonBody(request, restoreBody);
  if (!body.ok) return body.response;
  let outcome;
  try {
    await refuseUnreviewedArticlePublish(db, site, id, editor.role);
    outcome = await restoreArticleVersion(db, site.id, id, body.data.version, editor.name);
  } catch (error) {
    if (error instanceof ReviewError) return reviewErrorResponse(request, error);
    // Restoring into an article marked published but not yet online puts it online: the publish rules apply.
    if (error instanceof ArticlePublishRefused) return publishRefused(request, error.problems);
    throw error;
  }
  if (!outcome) return notFound('version');
  return NextResponse.json({ restored: body.data.version, live: outcome.live });
});
