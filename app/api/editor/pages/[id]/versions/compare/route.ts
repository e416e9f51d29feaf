import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import { compareVersions } from '@/lib/editor/compare-versions';
import { getEditablePage } from '@/lib/editor/editable-page';
import { notFound, parseId } from '@/lib/editor/http';
import { parseVersionRef, readPageSide } from '@/lib/editor/version-sides';
import { jsonError } from '@/lib/http/responses';

/**
 * ?from=3&to=draft: two versions of the page compared ({from, to, comparison}, see
 * lib/editor/compare-versions). Each side is a published version's number or `draft`.
 * 404 for another site's page or an unknown version.
 */
export const GET = pageEditingRoute<{ id: string }>(async (request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  await getEditablePage(db, id, site.id);
  const from = parseVersionRef(request.nextUrl.searchParams.get('from'));
  const to = parseVersionRef(request.nextUrl.searchParams.get('to'));
  if (from === null || to === null) return jsonError(400, 'invalid_versions', 'from and to must each be a version number or "draft"');
  const [before, after] = await Promise.all([readPageSide(db, site.id, id, from), readPageSide(db, site.id, id, to)]);
  return NextResponse.json({ from, to, comparison: compareVersions(before, after) });
});
