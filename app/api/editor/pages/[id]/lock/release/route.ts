import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import { notFound, parseId } from '@/lib/editor/http';
import { releasePageLock } from '@/lib/editor/locks';

/** navigator.sendBeacon can only POST: the same as DELETE ../lock, when the tab closes. */
export const POST = pageEditingRoute<{ id: string }>(async (_request, { params, db, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await releasePageLock(db, id, editor);
  return new NextResponse(null, { status: 204 });
}, { record: false });
