import { NextResponse } from 'next/server';
import { forbiddenResponse, withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { listingSaveRefusal } from '@/lib/listings/sources/broker-access';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { manualListingSchema } from '@/lib/listings/sources/manual-input';
import { reviewApplies } from '@/lib/review/settings';
import { submitListing } from '@/lib/review/submit';

/**
 * POST /api/editor/listings {listing} -> 201 {uls}; 400 names the field; 403 a broker's listing
 * that does not name them. Publishing expires the pages that show it. Where this person's
 * publishing is reviewed: 202 {uls, submission}, the listing created withdrawn (off the site)
 * and the listing as sent submitted for approval.
 */
export const POST = withEditor(async (request, _context, editor) => {
  const body = await readJsonBody(request, manualListingSchema);
  if (!body.ok) return body.response;
  const refusal = listingSaveRefusal(editor, body.data);
  if (refusal) return forbiddenResponse(refusal);
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const reviewed = reviewApplies(site, editor.role);
  const result = await saveManualListing(db, site.id, null, reviewed ? { ...body.data, status: 'withdrawn' } : body.data, new Date(), editor.name);
  if (!result.ok) return jsonError(result.status, 'invalid_listing', result.field ? `${result.field}: ${result.error}` : result.error, { field: result.field });
  if (reviewed) {
    const sent = await submitListing(db, site.id, result.uls, editor, body.data);
    if (!sent.submitted) return jsonError(sent.status, 'invalid_listing', sent.field ? `${sent.field}: ${sent.error}` : sent.error, { field: sent.field });
    return NextResponse.json({ uls: result.uls, submission: sent.submission.id }, { status: 202 });
  }
  return NextResponse.json({ uls: result.uls }, { status: 201 });
}, 'broker');
