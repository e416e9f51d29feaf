import { NextResponse } from 'next/server';
import { articleDetailsSchema, createArticle } from '@/lib/blog/article-editor';
import { editorRoute } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';

/** POST /api/editor/articles {details} -> 201 {id}: a new article, unpublished unless asked. */
export const POST = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, articleDetailsSchema);
  if (!body.ok) return body.response;
  return NextResponse.json({ id: await createArticle(db, site.id, body.data) }, { status: 201 });
});
