import { NextResponse } from 'next/server';
import { newVariantBody } from '@/lib/editor/api-schemas';
import { getEditablePage } from '@/lib/editor/editable-page';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { createVariant, listVariants } from '@/lib/editor/variants';
import { readJsonBody } from '@/lib/http/responses';

export const GET = editorRoute<{ id: string }>(async (_request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await getEditablePage(db, id, site.id);
  return NextResponse.json({ variants: await listVariants(db, id) });
});

/** A new unpublished variant from the page's draft content: {name, color} -> 201 variant. */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  const body = await readJsonBody(request, newVariantBody);
  if (!body.ok) return body.response;
  const variant = await createVariant(db, { siteId: site.id, pageId: id, ...body.data }, editor);
  return NextResponse.json(variant, { status: 201 });
});
