import { NextResponse } from 'next/server';
import { z } from 'zod';
import { invalidateBlog } from '@/lib/blog/invalidate';
import { ArticleNotFound, articleDetailsSchema, updateArticleDetails } from '@/lib/blog/article-editor';
import { deleteArticle, setPublished } from '@/lib/blog/writes';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';

const actionBody = z.object({ action: z.enum(['publish', 'unpublish']) });

/** Publishes or unpublishes an article: {action}. The archive, the post and featured blocks refresh. */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('article');
  const body = await readJsonBody(request, actionBody);
  if (!body.ok) return body.response;
  if (!(await setPublished(db, site.id, id, body.data.action === 'publish'))) return notFound('article');
  invalidateBlog(site.id);
  return NextResponse.json({ id, published: body.data.action === 'publish' });
});

/** Deletes an article of the request's site. */
export const DELETE = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null || !(await deleteArticle(db, site.id, id))) return notFound('article');
  invalidateBlog(site.id);
  return new NextResponse(null, { status: 204 });
});

/** Saves an article's details {details}; the previous state becomes a version. */
export const PUT = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('article');
  const body = await readJsonBody(request, articleDetailsSchema);
  if (!body.ok) return body.response;
  try {
    await updateArticleDetails(db, site.id, id, body.data, editor.name);
  } catch (error) {
    if (error instanceof ArticleNotFound) return notFound('article');
    throw error;
  }
  return NextResponse.json({ id });
});
