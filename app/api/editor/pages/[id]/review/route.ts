import { NextResponse } from 'next/server';
import { getEditablePage } from '@/lib/editor/editable-page';
import { notFound, parseId } from '@/lib/editor/http';
import { pageEditingRoute } from '@/lib/review/http';
import { itemReview } from '@/lib/review/queue';

/** Where the page stands in review: {pending, lastDecision, steps} (its approval history, newest first). Read-only: the record has no write route. */
export const GET = pageEditingRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await getEditablePage(db, id, site.id);
  return NextResponse.json(await itemReview(db, { siteId: site.id, kind: 'page', id }));
});
