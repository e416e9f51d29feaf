import { NextResponse } from 'next/server';
import { editorRoute, notFound } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { recordSaleAuthorisation, saleAuthorisationBody } from '@/lib/listings/sale-authorisation';

/**
 * PUT /api/editor/listings/{uls}/sale-authorisation {advertise, disclose_price, authorised_on}
 * -> 200: what the parties of the sale authorised, for a hand-managed or a feed listing of the
 * site (editor and up); 404 for another site's listing.
 */
export const PUT = editorRoute<{ uls: string }>(async (request, { params, editor, site, db }) => {
  if (!/^\d{1,10}$/.test(params.uls) || Number(params.uls) > 2_147_483_647) return notFound('listing');
  const body = await readJsonBody(request, saleAuthorisationBody);
  if (!body.ok) return body.response;
  if (!(await recordSaleAuthorisation(db, site.id, Number(params.uls), body.data, editor.id))) return notFound('listing');
  return NextResponse.json({ uls: Number(params.uls), ...body.data, disclose_price: body.data.advertise && body.data.disclose_price });
});
