import { forbiddenResponse } from '@/lib/auth/current-editor';
import type { Queryable } from '@/lib/db/types';
import { listingEditRefusal, type ListingAccess } from '@/lib/listings/sources/broker-access';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { getManualListing } from '@/lib/listings/sources/manual';
import { notFound } from './http';

/**
 * One of the site's hand-managed listings, for someone who may edit it: 404 for a number that
 * is not one of the site's (another site's listing reads as unknown), 403 for a broker who is
 * not listed on it.
 */
export async function editableListing(db: Queryable, siteId: string, access: ListingAccess, ulsParam: string): Promise<{ uls: number; listing: ManualListing } | { response: Response }> {
  const uls = /^\d{1,10}$/.test(ulsParam) ? Number(ulsParam) : 0;
  const listing = uls ? await getManualListing(db, siteId, uls) : null;
  if (!listing) return { response: notFound('listing') };
  const refusal = listingEditRefusal(access, listing);
  if (refusal) return { response: forbiddenResponse(refusal) };
  return { uls, listing };
}
