import { NextResponse } from 'next/server';
import { editableListing } from '@/lib/editor/listing-access';
import { editorRoute } from '@/lib/editor/http';
import { listingVersions } from '@/lib/listings/sources/manual-versions';

/**
 * GET /api/editor/listings/{uls}/versions -> 200 {versions: [{version, createdBy, createdAt}]},
 * newest first; 404 for a listing not of this site, 403 for a broker not listed on it.
 */
export const GET = editorRoute<{ uls: string }>(async (_request, { params, editor, site, db }) => {
  const found = await editableListing(db, site.id, editor, params.uls);
  if ('response' in found) return found.response;
  return NextResponse.json({ uls: found.uls, versions: await listingVersions(db, site.id, found.uls) });
}, 'broker');
