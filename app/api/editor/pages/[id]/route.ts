import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import { getEditablePage } from '@/lib/editor/editable-page';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { deletePage } from '@/lib/editor/page-admin';

/** The page's draft, paths and version (what the editor opens). */
export const GET = pageEditingRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  return NextResponse.json(await getEditablePage(db, id, site.id));
});

/** Deletes the page (its paths, versions and variants with it). The public page is gone at the next request. */
export const DELETE = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await deletePage(db, id, site.id);
  return new NextResponse(null, { status: 204 });
});
