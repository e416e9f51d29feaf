import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import { getEditablePage } from '@/lib/editor/editable-page';
import { notFound, parseId } from '@/lib/editor/http';
import { heartbeatPageLock, releasePageLock } from '@/lib/editor/locks';

/** Presence heartbeat while the editor has the page open: {holder: {name, heartbeatAt} | null} (someone else). */
export const POST = pageEditingRoute<{ id: string }>(async (_request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await getEditablePage(db, id, site.id);
  return NextResponse.json({ holder: await heartbeatPageLock(db, id, editor) });
}, { record: false });

/** The editor leaves the page. */
export const DELETE = pageEditingRoute<{ id: string }>(async (_request, { params, db, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await releasePageLock(db, id, editor);
  return new NextResponse(null, { status: 204 });
}, { record: false });
