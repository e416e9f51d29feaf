import type { Database } from '@/lib/db/types';
import { listingEditRefusal, listingSaveRefusal, type ListingAccess } from '@/lib/listings/sources/broker-access';
import { getManualListing, saveManualListing } from '@/lib/listings/sources/manual';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { reviewApplies, type ReviewedSite } from './settings';
import type { Actor } from './steps';
import { submitListing } from './submit';

/** What a listing save answered: saved (200), frozen for approval (202), or refused with the field at fault. */
export type ListingSaveOutcome =
  | { status: 200; uls: number }
  | { status: 202; uls: number; submission: number }
  | { status: 400 | 403 | 404; code: string; message: string; field?: string };

/**
 * The one way an edit of an existing hand-managed listing is saved, whether it comes from the
 * form or from a version restored: a broker only on a listing they are listed on and staying on
 * it, every rule of the save judged on the input, and where this person's publishing is reviewed
 * a submission for approval instead of a publish.
 */
export async function saveOrSubmitListing(
  db: Database,
  site: ReviewedSite & { id: string },
  editor: Actor & ListingAccess,
  uls: number,
  input: ManualListing,
): Promise<ListingSaveOutcome> {
  if (editor.role === 'broker') {
    const existing = await getManualListing(db, site.id, uls);
    if (!existing) return { status: 404, code: 'listing_not_found', message: 'No such listing' };
    const refusal = listingEditRefusal(editor, existing) ?? listingSaveRefusal(editor, input);
    if (refusal) return { status: 403, code: 'forbidden', message: refusal };
  }
  const refused = (status: 400 | 404, error: string, field?: string): ListingSaveOutcome => ({
    status,
    code: status === 404 ? 'listing_not_found' : 'invalid_listing',
    message: field ? `${field}: ${error}` : error,
    field,
  });
  if (reviewApplies(site, editor.role)) {
    const sent = await submitListing(db, site.id, uls, editor, input);
    if (!sent.submitted) return refused(sent.status, sent.error, sent.field);
    return { status: 202, uls, submission: sent.submission.id };
  }
  const result = await saveManualListing(db, site.id, uls, input, new Date(), editor.name);
  if (!result.ok) return refused(result.status, result.error, result.field);
  return { status: 200, uls: result.uls };
}
