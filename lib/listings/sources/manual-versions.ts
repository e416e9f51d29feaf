import type { Queryable } from '@/lib/db/types';
import type { ManualListing } from './manual-input';

/**
 * The saved states of a hand-managed listing (table listing_versions), numbered from 1: each
 * save through saveManualListing adds one, in its transaction, as the form's input. What the
 * versions panel lists and the comparison reads.
 */
export interface ListingVersion {
  version: number;
  createdBy: string;
  createdAt: string;
}

/** Adds the listing's state just saved as its next version; returns that version's number. */
export async function recordListingVersion(tx: Queryable, siteId: string, uls: number, input: ManualListing, by: string): Promise<number> {
  const rows = await tx.query<{ version: number }>(
    `insert into listing_versions (site_id, uls, version, snapshot, created_by)
     select $1, $2, coalesce(max(version), 0) + 1, $3, $4 from listing_versions where site_id = $1 and uls = $2
     returning version`,
    [siteId, uls, JSON.stringify(input), by.replace(/\u0000/g, '').slice(0, 200)],
  );
  return Number(rows[0]!.version);
}

/** The listing's versions, newest first. */
export async function listingVersions(db: Queryable, siteId: string, uls: number): Promise<ListingVersion[]> {
  const rows = await db.query<{ version: number; created_by: string; created_at: Date | string }>(
    'select version, created_by, created_at from listing_versions where site_id = $1 and uls = $2 order by version desc limit 200',
    [siteId, uls],
  );
  return rows.map((r) => ({ version: Number(r.version), createdBy: r.created_by, createdAt: new Date(r.created_at).toISOString() }));
}

/** One version's input, or null when the listing has no such version on this site. */
export async function listingVersionInput(db: Queryable, siteId: string, uls: number, version: number): Promise<ManualListing | null> {
  const rows = await db.query<{ snapshot: ManualListing }>('select snapshot from listing_versions where site_id = $1 and uls = $2 and version = $3', [siteId, uls, version]);
  return rows[0]?.snapshot ?? null;
}
