import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import { getEditablePage } from '@/lib/editor/editable-page';
import { notFound, parseId } from '@/lib/editor/http';
import { listVersions } from '@/lib/editor/versions';

/** Published versions, newest first: {versions: [{version, createdBy, createdAt, title, blockCount}]}. */
export const GET = pageEditingRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await getEditablePage(db, id, site.id);
  return NextResponse.json({ versions: await listVersions(db, id) });
});
