import { NextResponse } from 'next/server';
import { ArticleNotFound, ArticlePublishRefused, articleContentSchema, saveArticleContent } from '@/lib/editor/article-editor';
import type { Block } from '@/lib/content/types';
import { CONTENT_BODY_MAX_BYTES } from '@/lib/editor/api-schemas';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { publishRefused } from '@/lib/editor/publish-refusal-text';
import { refuseUnreviewedArticlePublish } from '@/lib/review/article-writes';
import { ReviewError } from '@/lib/review/errors';
import { reviewErrorResponse } from '@/lib/review/http';

/**
 * PUT {locale, blocks}: one language's main content (`live: false` when it waits in the draft of a
 * published article); 422 invalid_blocks with problems, nothing saved; 409 review_required where
 * the save would put the article online and the editor's publishing goes through approval.
 */
export const PUT = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('article');
  const body = await readJsonBody(request, articleContentSchema, CONTENT_BODY_MAX_BYTES);
  if (!body.ok) return body.response;
  try {
    await refuseUnreviewedArticlePublish(db, site, id, editor.role);
    const result = await saveArticleContent(db, site.id, id, body.data.locale, body.data.blocks as Block[], editor.name);
    if (!result.saved) {
      return jsonError(422, 'invalid_blocks', `${result.problems.length} block(s) are invalid: nothing was saved`, { problems: result.problems });
    }
    return NextResponse.json({ saved: true, live: result.live });
  } catch (error) {
    if (error instanceof ArticleNotFound) return notFound('article');
    if (error instanceof ReviewError) return reviewErrorResponse(request, error);
    // An article marked published but not yet online goes online with this save: the publish rules apply.
    if (error instanceof ArticlePublishRefused) return publishRefused(request, error.problems);
    throw error;
  }
});
