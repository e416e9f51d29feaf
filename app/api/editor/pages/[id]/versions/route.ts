import { NextResponse } from 'next/server';
import { getEditablePage } from '@/lib/editor/editable-page';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { listVersions } from '@/lib/editor/versions';

/** Published versions, newest first: {versions: [{version, createdBy, createdAt, title, blockCount}]}. */
export const GET = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await getEditablePage(db, id, site.id);
  return NextResponse.json({ versions: await listVersions(db, id) });
});
