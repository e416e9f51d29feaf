import { NextResponse } from 'next/server';
import { duplicateBody } from '@/lib/editor/api-schemas';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { duplicatePage } from '@/lib/editor/page-admin';
import { readJsonBody } from '@/lib/http/responses';

/** Copies the page's draft into a new draft page: {paths?} -> 201 {id}. */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  const body = await readJsonBody(request, duplicateBody);
  if (!body.ok) return body.response;
  const copy = await duplicatePage(db, id, editor, { siteId: site.id, paths: body.data.paths });
  return NextResponse.json({ id: copy }, { status: 201 });
});
