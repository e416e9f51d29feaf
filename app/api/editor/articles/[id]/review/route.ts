import { NextResponse } from 'next/server';
import { articleOnSite } from '@/lib/editor/article-editor';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { itemReview } from '@/lib/review/queue';

/** Where the article stands in review: {pending, lastDecision, steps} (its approval history, newest first). Read-only. */
export const GET = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null || !(await articleOnSite(db, site.id, id))) return notFound('article');
  return NextResponse.json(await itemReview(db, { siteId: site.id, kind: 'article', id }));
});
