import { NextResponse } from 'next/server';
import { forbiddenResponse, withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { feedListingWriteRefusal, listingEditRefusal, listingSaveRefusal } from '@/lib/listings/sources/broker-access';
import { getFeedListingOfSite } from '@/lib/listings/sources/feed-listings';
import { getManualListing, saveManualListing } from '@/lib/listings/sources/manual';
import { manualListingSchema } from '@/lib/listings/sources/manual-input';
import { reviewApplies } from '@/lib/review/settings';
import { submitListing } from '@/lib/review/submit';

/**
 * PUT /api/editor/listings/{uls} {listing} -> 200 {uls}; 404 for a listing of another site; 409
 * for one of the site's feed listings, whatever the role (change it at the source: the feed's next
 * run would undo it); 403 for a broker on a listing they are not listed on (or taking themselves off it).
 * Where this person's publishing is reviewed: 202 {uls, submission}, the edit frozen for approval
 * and the listing left as it is online.
 */
export const PUT = withEditor<{ params: Promise<{ uls: string }> }>(async (request, { params }, editor) => {
  const { uls } = await params;
  if (!/^\d{1,10}$/.test(uls) || Number(uls) > 2_147_483_647) return jsonError(404, 'listing_not_found', 'No such listing');
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  // A feed's listing is the feed's: its next run would undo the change (every role, any body).
  const fromFeed = await getFeedListingOfSite(db, site.id, Number(uls));
  if (fromFeed) return jsonError(409, 'feed_listing', feedListingWriteRefusal(fromFeed.feed_name), { feed: fromFeed.feed_name });
  const body = await readJsonBody(request, manualListingSchema);
  if (!body.ok) return body.response;
  if (editor.role === 'broker') {
    const existing = await getManualListing(db, site.id, Number(uls));
    if (!existing) return jsonError(404, 'listing_not_found', 'No such listing');
    const refusal = listingEditRefusal(editor, existing) ?? listingSaveRefusal(editor, body.data);
    if (refusal) return forbiddenResponse(refusal);
  }
  if (reviewApplies(site, editor.role)) {
    const sent = await submitListing(db, site.id, Number(uls), editor, body.data);
    if (!sent.submitted) return jsonError(sent.status, sent.status === 404 ? 'listing_not_found' : 'invalid_listing', sent.field ? `${sent.field}: ${sent.error}` : sent.error, { field: sent.field });
    return NextResponse.json({ uls: Number(uls), submission: sent.submission.id }, { status: 202 });
  }
  const result = await saveManualListing(db, site.id, Number(uls), body.data, new Date(), editor.name);
  if (!result.ok) return jsonError(result.status, result.status === 404 ? 'listing_not_found' : 'invalid_listing', result.field ? `${result.field}: ${result.error}` : result.error, { field: result.field });
  return NextResponse.json({ uls: result.uls });
}, 'broker');
