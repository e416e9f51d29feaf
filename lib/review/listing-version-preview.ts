import type { Database } from '@/lib/db/types';
import { listingEditRefusal, type ListingAccess } from '@/lib/listings/sources/broker-access';
import { saveManualListingIn } from '@/lib/listings/sources/manual';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { listingVersionInput } from '@/lib/listings/sources/manual-versions';
import { getListingByUls } from '@/lib/listings/service';
import type { ListingDetail } from '@/lib/listings/types';
import { mayReview } from './reviewers';
import { findSubmission } from './steps';

/** One side of a listing's side-by-side preview: a kept version, the listing as saved now, or a submission of it. */
export type ListingPreviewRef = number | 'current' | { submission: number };

/** '3', 'current', 'submission-12'; anything else null (the screen answers 404). */
export function parseListingPreviewRef(raw: string | string[] | undefined): ListingPreviewRef | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === 'current') return 'current';
  const submission = value === undefined ? null : /^submission-([1-9]\d{0,14})$/.exec(value);
  if (submission) return { submission: Number(submission[1]) };
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export function listingPreviewRefParam(ref: ListingPreviewRef): string {
  return typeof ref === 'object' ? `submission-${ref.submission}` : String(ref);
}

/**
 * Who may see a listing's versions rendered: whoever may compare them (whoever edits the
 * listing: a broker listed on it, an editor and up) and whoever decides its submissions.
 */
export function mayPreviewListingVersions(site: Parameters<typeof mayReview>[0], access: ListingAccess, listing: { broker_ids: readonly number[] }): boolean {
  return mayReview(site, access) || listingEditRefusal(access, listing) === null;
}

/** The listing as the public page shows it, or why this side's input would not be saved today. */
export type ListingPreviewSide = { listing: ListingDetail } | { error: string };

async function sideInput(db: Database, siteId: string, uls: number, ref: Exclude<ListingPreviewRef, 'current'>): Promise<ManualListing | null> {
  if (typeof ref === 'number') return listingVersionInput(db, siteId, uls, ref);
  const submission = await findSubmission(db, siteId, ref.submission);
  return submission && submission.kind === 'listing' && submission.itemId === uls ? (submission.snapshot as ManualListing) : null;
}

/**
 * A kept input rendered as its save would publish it: saved on trial inside a transaction, read
 * back as the public page reads a listing, and rolled back. The preview then shows what the
 * save makes of it (its municipality's name, its brokers' cards, its photos) and never drifts
 * from the public page.
 */
async function renderedInput(db: Database, siteId: string, uls: number, input: ManualListing): Promise<ListingPreviewSide> {
  return db.transaction(async (tx) => {
    await tx.query('savepoint listing_preview');
    try {
      const saved = await saveManualListingIn(tx, siteId, uls, input, new Date(), '');
      if (!saved.ok) return { error: saved.field ? `${saved.field}: ${saved.error}` : saved.error };
      const listing = await getListingByUls(tx, uls, { anyStatus: true });
      return listing ? { listing } : { error: 'no such listing' };
    } finally {
      await tx.query('rollback to savepoint listing_preview');
    }
  });
}

async function readSide(db: Database, siteId: string, uls: number, ref: ListingPreviewRef): Promise<ListingPreviewSide | null> {
  if (ref === 'current') {
    const listing = await getListingByUls(db, uls, { anyStatus: true });
    return listing ? { listing } : null;
  }
  const input = await sideInput(db, siteId, uls, ref);
  return input ? renderedInput(db, siteId, uls, input) : null;
}

/** Two sides of one of the site's hand-managed listings, ready for the public listing page; null when either is not the listing's. */
export async function readListingVersionPreview(
  db: Database,
  siteId: string,
  uls: number,
  refs: { from: ListingPreviewRef; to: ListingPreviewRef },
): Promise<{ from: ListingPreviewSide; to: ListingPreviewSide } | null> {
  // One after the other: each trial save locks the listing's row in its own transaction.
  const from = await readSide(db, siteId, uls, refs.from);
  const to = from ? await readSide(db, siteId, uls, refs.to) : null;
  return from && to ? { from, to } : null;
}
