import { contractState, contractStateSql } from '@/lib/compliance/listing-contract';
import { invalidateListingPages } from '@/lib/listings/invalidate';
import type { Database, Queryable } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { getManualListing, saveManualListingIn } from './sources/manual';

/** A hand-managed listing whose contract end the schedules runner carries out (contract-end-schedule.ts). */
const SCHEDULED_END = `(l.source = 'manual' and exists (select 1 from publish_schedules s
  where s.kind = 'listing' and s.item_id = l.uls and s.origin = 'contract_end' and s.status in ('pending', 'running')))`;

/**
 * Rule listing_contract at the turn of a day: public reads already hide a listing whose
 * contract has not started or has ended (lib/listings/where.ts), but pages rendered before
 * stay in the page cache. This finds the listings whose contract state changed since the
 * last run (`contract_seen`: ended, or started today) and expires their pages, search,
 * blocks and profiles. Meant to run every minute (the job runner registers it), so a
 * listing leaves every page within a minute of its contract's end on Québec's calendar.
 *
 * It is what carries out the end of a feed listing's contract (a feed's listings are too many,
 * and rewritten too often, for a schedule each). A hand-managed listing's end is its pending
 * schedule's to carry out (withdrawAtContractEnd): skipped here while that schedule waits or
 * runs, so no listing is handled twice; taken here if that schedule was refused.
 */
export async function withdrawEndedContracts(db: Queryable, now: Date = new Date()): Promise<{ ended: number[]; started: number[] }> {
  const today = `$1::date`;
  const state = contractStateSql('l', today);
  const rows = await db.query<{ uls: number; state: string }>(
    `update listings l set contract_seen = ${state}
      where l.contract_seen is distinct from ${state} and not (${state} = 'ended' and ${SCHEDULED_END})
      returning l.uls, l.contract_seen as state`,
    [quebecDay(now)],
  );
  const ended = rows.filter((r) => r.state === 'ended').map((r) => Number(r.uls));
  const started = rows.filter((r) => r.state === 'running').map((r) => Number(r.uls));
  invalidateListingPages(rows.map((r) => Number(r.uls)));
  return { ended, started };
}

/**
 * A hand-managed listing's contract end, carried out by its schedule: the listing is saved
 * withdrawn (a version signed `by`), its contract state recorded as the job would record it
 * (so the job does not take it again), then its pages expire. False when it is no longer one
 * of the site's listings.
 */
export async function withdrawAtContractEnd(db: Database, siteId: string, uls: number, by: string, now: Date = new Date()): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await db.transaction<{ ok: true } | { ok: false; message: string }>(async (tx) => {
    const listing = await getManualListing(tx, siteId, uls);
    if (!listing) return { ok: false, message: 'item_not_found' };
    // Claimed just before a save moved the end later: that save keeps the new withdrawal.
    if (contractState(listing.contract_start, listing.contract_end, quebecDay(now)) !== 'ended') return { ok: false, message: 'contract_running' };
    if (listing.status === 'active') {
      const saved = await saveManualListingIn(tx, siteId, uls, { ...listing, status: 'withdrawn' }, now, by);
      if (!saved.ok) return { ok: false, message: saved.field ? `${saved.field}: ${saved.error}` : saved.error };
    }
    await tx.query(`update listings l set contract_seen = ${contractStateSql('l', '$2::date')} where l.uls = $1`, [uls, quebecDay(now)]);
    return { ok: true };
  });
  if (result.ok) invalidateListingPages([uls]);
  return result;
}
