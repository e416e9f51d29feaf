import { contractStateSql } from '@/lib/compliance/listing-contract';
import { invalidateListingPages } from '@/lib/listings/invalidate';
import type { Queryable } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';

/**
 * Rule listing_contract at the turn of a day: public reads already hide a listing whose
 * contract has not started or has ended (lib/listings/where.ts), but pages rendered before
 * stay in the page cache. This finds the listings whose contract state changed since the
 * last run (`contract_seen`: ended, or started today) and expires their pages, search,
 * blocks and profiles. Meant to run every minute (the job runner registers it), so a
 * listing leaves every page within a minute of its contract's end on Québec's calendar.
 */
export async function withdrawEndedContracts(db: Queryable, now: Date = new Date()): Promise<{ ended: number[]; started: number[] }> {
  const today = `$1::date`;
  const rows = await db.query<{ uls: number; state: string }>(
    `update listings l set contract_seen = ${contractStateSql('l', today)}
      where l.contract_seen is distinct from ${contractStateSql('l', today)}
      returning l.uls, l.contract_seen as state`,
    [quebecDay(now)],
  );
  const ended = rows.filter((r) => r.state === 'ended').map((r) => Number(r.uls));
  const started = rows.filter((r) => r.state === 'running').map((r) => Number(r.uls));
  invalidateListingPages(rows.map((r) => Number(r.uls)));
  return { ended, started };
}
