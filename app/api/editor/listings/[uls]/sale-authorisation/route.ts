import { NextResponse } from 'next/server';
import { forbiddenResponse } from '@/lib/auth/current-editor';
import { editorRoute, notFound } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { getSaleAuthorisation, recordSaleAuthorisation, saleAuthorisationBody, showsMoreOfSale } from '@/lib/listings/sale-authorisation';
import { feedListingViewRefusal, listingEditRefusal } from '@/lib/listings/sources/broker-access';
import { getFeedListingOfSite, memberFeedAgentKey } from '@/lib/listings/sources/feed-listings';
import { getManualListing } from '@/lib/listings/sources/manual';
import { reviewApplies } from '@/lib/review/settings';
import { submitSaleAuthorisation } from '@/lib/review/submit';

/**
 * PUT /api/editor/listings/{uls}/sale-authorisation {advertise, disclose_price, authorised_on}
 * -> 200: what the parties of the sale authorised, for a hand-managed or a feed listing of the
 * site; 404 for another site's listing. A broker records it for their own listings only (those
 * they are listed on, the feed's whose listing broker they are: 403 otherwise), as they hold
 * the parties' signed authorisation. Where this person's publishing is reviewed, a change that
 * shows more of the sale (advertised, or its price) answers 202 {uls, submission}: it waits for
 * approval and the site shows the sale as before; one that shows less applies at once.
 */
export const PUT = editorRoute<{ uls: string }>(async (request, { params, editor, site, db }) => {
  if (!/^\d{1,10}$/.test(params.uls) || Number(params.uls) > 2_147_483_647) return notFound('listing');
  const uls = Number(params.uls);
  const body = await readJsonBody(request, saleAuthorisationBody);
  if (!body.ok) return body.response;
  if (editor.role === 'broker') {
    const manual = await getManualListing(db, site.id, uls);
    const feed = manual ? null : await getFeedListingOfSite(db, site.id, uls);
    if (!manual && !feed) return notFound('listing');
    const refusal = manual ? listingEditRefusal(editor, manual) : feedListingViewRefusal(editor, feed!, await memberFeedAgentKey(db, site.id, editor.memberId));
    if (refusal) return forbiddenResponse(refusal);
  }
  if (reviewApplies(site, editor.role)) {
    const current = await getSaleAuthorisation(db, site.id, uls);
    if (!current) return notFound('listing');
    if (showsMoreOfSale(current, body.data)) {
      const submission = await submitSaleAuthorisation(db, site.id, uls, editor, body.data);
      if (!submission) return notFound('listing');
      return NextResponse.json({ uls, submission: submission.id }, { status: 202 });
    }
  }
  if (!(await recordSaleAuthorisation(db, site.id, uls, body.data, editor.id))) return notFound('listing');
  return NextResponse.json({ uls, ...body.data, disclose_price: body.data.advertise && body.data.disclose_price });
}, 'broker');
