import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import { createPageBody } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { createPage } from '@/lib/editor/page-admin';
import { listPages } from '@/lib/editor/page-list';
import { readJsonBody } from '@/lib/http/responses';

/** The site's pages with paths, status, last editor and date. */
export const GET = pageEditingRoute(async (_request, { db, site }) => NextResponse.json({ pages: await listPages(db, site.id) }));

/** Creates an empty draft page: {paths: {fr, en}, title: {fr, en}} -> 201 {id}. */
export const POST = editorRoute(async (request, { db, site, editor }) => {
  const body = await readJsonBody(request, createPageBody);
  if (!body.ok) return body.response;
  const id = await createPage(db, { siteId: site.id, paths: body.data.paths, title: body.data.title }, editor);
  return NextResponse.json({ id }, { status: 201 });
});
