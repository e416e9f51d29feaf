import { editableListing } from '@/lib/editor/listing-access';
import { editorRoute, notFound } from '@/lib/editor/http';
import { jsonError } from '@/lib/http/responses';
import { listingVersionInput } from '@/lib/listings/sources/manual-versions';
import { listingSaveAnswer } from '@/lib/review/listing-save-answer';
import { saveOrSubmitListing } from '@/lib/review/listing-save';

/**
 * POST /api/editor/listings/{uls}/versions/{version}/restore -> what a save of that version's
 * input answers (200 {uls}, or 202 {uls, submission} where this person's publishing is
 * reviewed): the version goes through the listing's normal save, so every rule of today is
 * judged on it again. 400 for a version that is not a number, 404 for a listing of another
 * site or a version the listing does not have, 403 for a broker not listed on it.
 */
export const POST = editorRoute<{ uls: string; version: string }>(async (_request, { params, editor, site, db }) => {
  const found = await editableListing(db, site.id, editor, params.uls);
  if ('response' in found) return found.response;
  if (!/^[1-9]\d{0,8}$/.test(params.version)) return jsonError(400, 'invalid_parameter', 'The version is a version number', { param: 'version' });
  const input = await listingVersionInput(db, site.id, found.uls, Number(params.version));
  if (!input) return notFound('version');
  return listingSaveAnswer(await saveOrSubmitListing(db, site, editor, found.uls, input));
}, 'broker');
