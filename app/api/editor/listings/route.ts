import { NextResponse } from 'next/server';
import { forbiddenResponse, withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { listingSaveRefusal } from '@/lib/listings/sources/broker-access';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { manualListingSchema } from '@/lib/listings/sources/manual-input';

/**
 * POST /api/editor/listings {listing} -> 201 {uls}; 400 names the field; 403 a broker's listing
 * that does not name them. Publishing expires the pages that show it.
 */
export const POST = withEditor(async (request, _context, editor) => {
  const body = await readJsonBody(request, manualListingSchema);
  if (!body.ok) return body.response;
  const refusal = listingSaveRefusal(editor, body.data);
  if (refusal) return forbiddenResponse(refusal);
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const result = await saveManualListing(db, site.id, null, body.data, new Date(), editor.name);
  if (!result.ok) return jsonError(result.status, 'invalid_listing', result.field ? `${result.field}: ${result.error}` : result.error, { field: result.field });
  return NextResponse.json({ uls: result.uls }, { status: 201 });
}, 'broker');
