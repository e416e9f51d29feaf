import { NextResponse } from 'next/server';
import { compareListingVersions, type ListingSide } from '@/lib/editor/listing-comparison';
import { editableListing } from '@/lib/editor/listing-access';
import { editorRoute, notFound } from '@/lib/editor/http';
import { jsonError } from '@/lib/http/responses';

const sideOf = (value: string | null): ListingSide | null => (value === 'current' ? 'current' : value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * GET /api/editor/listings/{uls}/versions/compare?from=<version>&to=<version|current> -> 200
 * {comparison}: field by field, old and new values, each language of the description; 400 for
 * a side that is not a version number or "current", 404 for a version the listing does not have.
 */
export const GET = editorRoute<{ uls: string }>(async (request, { params, editor, site, db }) => {
  const found = await editableListing(db, site.id, editor, params.uls);
  if ('response' in found) return found.response;
  const query = new URL(request.url).searchParams;
  const from = sideOf(query.get('from'));
  const to = sideOf(query.get('to') ?? 'current');
  if (from === null || to === null) return jsonError(400, 'invalid_parameter', 'from and to are version numbers (to may be "current")', { param: from === null ? 'from' : 'to' });
  const comparison = await compareListingVersions(db, site.id, found.uls, from, to);
  if (!comparison) return notFound('version');
  return NextResponse.json({ uls: found.uls, from, to, comparison });
}, 'broker');
