import type { Queryable } from '@/lib/db/types';
import { contractWithdrawalAt } from '../contract-end';
import type { StoredStatus } from './types';

/**
 * The withdrawal a hand-managed listing's brokerage contract end calls for, kept as a system
 * schedule (publish_schedules, origin `contract_end`) so it shows and runs like any other
 * (lib/schedules). Every save of the listing calls this in its transaction: an active listing
 * whose contract ends ahead has exactly one pending withdrawal at contractWithdrawalAt; any
 * other (withdrawn, sold, its end past) has none. Nobody cancels it from the screens: it moves
 * only with the contract's end date. It is written here, below lib/schedules, because the
 * save that must keep it is the listings' own.
 *
 * Feed listings get no row: a feed brings hundreds of thousands and rewrites them at each
 * sync; the listing-contracts job (lib/listings/contract-withdrawal.ts) expires theirs.
 */
export async function keepContractEndSchedule(tx: Queryable, siteId: string, uls: number, listing: { status: StoredStatus; contract_end: string | null }, now: Date): Promise<void> {
  const at = listing.status === 'active' ? contractWithdrawalAt(listing.contract_end, now) : null;
  // A refused run of an earlier end is superseded by this save; a pending one at another time moves.
  await tx.query(
    `update publish_schedules set status = 'cancelled', updated_at = now()
      where site_id = $1 and kind = 'listing' and item_id = $2 and origin = 'contract_end'
        and (status = 'failed' or (status = 'pending' and ($3::timestamptz is null or run_at <> $3::timestamptz)))`,
    [siteId, uls, at],
  );
  if (!at) return;
  await tx.query(
    `insert into publish_schedules (site_id, kind, item_id, action, run_at, origin)
     values ($1, 'listing', $2, 'withdraw', $3, 'contract_end')
     on conflict (site_id, kind, item_id, action, origin) where status = 'pending' do nothing`,
    [siteId, uls, at],
  );
}
