import { NextResponse } from 'next/server';
import { restoreBody } from '@/lib/editor/api-schemas';
import { getEditablePage } from '@/lib/editor/editable-page';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { restoreVersion } from '@/lib/editor/versions';
import { readJsonBody } from '@/lib/http/responses';

/** Copies a published version back into the draft: {version} -> {version: new page version, localeChanges}. Not published. */
export const POST = editorRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  const body = await readJsonBody(request, restoreBody);
  if (!body.ok) return body.response;
  await getEditablePage(db, id, site.id);
  return NextResponse.json(await restoreVersion(db, id, body.data.version, editor));
});
