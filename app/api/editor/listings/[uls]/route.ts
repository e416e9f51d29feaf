import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { feedListingWriteRefusal } from '@/lib/listings/sources/broker-access';
import { getFeedListingOfSite } from '@/lib/listings/sources/feed-listings';
import { manualListingSchema } from '@/lib/listings/sources/manual-input';
import { listingSaveAnswer } from '@/lib/review/listing-save-answer';
import { saveOrSubmitListing } from '@/lib/review/listing-save';

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
  const saved = await saveOrSubmitListing(db, site, editor, Number(uls), body.data);
  return listingSaveAnswer(saved);
}, 'broker');
