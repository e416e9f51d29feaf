import { NextResponse } from 'next/server';
import { ArticlePublishRefused, articleDetailsSchema, createArticle } from '@/lib/editor/article-editor';
import { editorRoute } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { publishRefused } from '@/lib/editor/publish-refusal-text';

/** POST /api/editor/articles {details} -> 201 {id}: a new article, unpublished unless asked. */
export const POST = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, articleDetailsSchema);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json({ id: await createArticle(db, site.id, body.data) }, { status: 201 });
  } catch (error) {
    // Created published: the publish rules apply (French first, the person in charge named).
    if (error instanceof ArticlePublishRefused) return publishRefused(request, error.problems);
    throw error;
  }
});
