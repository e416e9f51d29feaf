import { NextResponse } from 'next/server';
import { articleOnSite } from '@/lib/editor/article-editor';
import { compareVersions } from '@/lib/editor/compare-versions';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { parseVersionRef, readArticleSide } from '@/lib/editor/version-sides';
import { jsonError } from '@/lib/http/responses';

/**
 * ?from=12&to=draft: two versions of the article compared ({from, to, comparison}, see
 * lib/editor/compare-versions). Each side is a kept version's id or `draft` (the article as
 * the editor has it). 404 for another site's article or an unknown version.
 */
export const GET = editorRoute<{ id: string }>(async (request, { params, db, site }) => {
  const id = parseId(params.id);
  if (id === null || !(await articleOnSite(db, site.id, id))) return notFound('article');
  const from = parseVersionRef(request.nextUrl.searchParams.get('from'));
  const to = parseVersionRef(request.nextUrl.searchParams.get('to'));
  if (from === null || to === null) return jsonError(400, 'invalid_versions', 'from and to must each be a version id or "draft"');
  const [before, after] = await Promise.all([readArticleSide(db, site.id, id, from), readArticleSide(db, site.id, id, to)]);
  return NextResponse.json({ from, to, comparison: compareVersions(before, after) });
});
