import { contractState } from '@/lib/compliance/listing-contract';
import type { RuleId } from '@/lib/compliance/rules';
import { soldDisplay } from '@/lib/compliance/sold-authorisation';
import type { Queryable } from '@/lib/db/types';

/**
 * What a feed run held back: the listings it brought (added or changed) that an advertising
 * rule keeps off the public site, each with its rule, decided by the rules' own functions
 * (lib/compliance) on the stored row. An active listing outside its brokerage contract and a
 * sold one whose sale was not authorised are not public at all; a sold one whose price was not
 * authorised shows « Vendu » without it, its price held back.
 */

export type HeldBackReason = 'contract_before' | 'contract_ended' | 'sale_not_authorised' | 'price_not_authorised';

export interface HeldBackListing {
  uls: number;
  source_key: string;
  street: string;
  rule: Extract<RuleId, 'listing_contract' | 'sold_authorisation'>;
  reason: HeldBackReason;
}

interface StoredRow {
  uls: number;
  source_key: string;
  street: string;
  status: string;
  contract_start: string | null;
  contract_end: string | null;
  sale_ad_authorised: boolean;
  sale_price_authorised: boolean;
}

function heldBackBy(row: StoredRow, today: string): Pick<HeldBackListing, 'rule' | 'reason'> | null {
  if (row.status === 'active') {
    const state = contractState(row.contract_start, row.contract_end, today);
    return state === 'running' ? null : { rule: 'listing_contract', reason: state === 'before' ? 'contract_before' : 'contract_ended' };
  }
  if (row.status === 'sold') {
    const display = soldDisplay({ advertise: row.sale_ad_authorised, disclose_price: row.sale_price_authorised });
    if (display === 'hidden') return { rule: 'sold_authorisation', reason: 'sale_not_authorised' };
    if (display === 'sold_without_price') return { rule: 'sold_authorisation', reason: 'price_not_authorised' };
  }
  return null;
}

/** Records, for run `runId` of feed `feedId`, which of the listings `uls` a rule held back on Québec day `today`; returns how many. */
export async function recordHeldBack(db: Queryable, feedId: number, runId: number, uls: number[], today: string): Promise<number> {
  if (uls.length === 0) return 0;
  const rows = await db.query<StoredRow>(
    `select uls, source_key, street, status, contract_start::text as contract_start, contract_end::text as contract_end,
            sale_ad_authorised, sale_price_authorised
       from listings where feed_id = $1 and uls = any($2::int[]) order by uls`,
    [feedId, uls],
  );
  const held = rows.flatMap((row) => {
    const by = heldBackBy(row, today);
    return by ? [{ uls: Number(row.uls), source_key: row.source_key, street: row.street, ...by }] : [];
  });
  if (held.length === 0) return 0;
  await db.query(
    `insert into feed_held_back (run_id, feed_id, uls, source_key, street, rule, reason)
     select $1, $2, uls, source_key, street, rule, reason
       from jsonb_to_recordset($3::jsonb) as r(uls int, source_key text, street text, rule text, reason text)`,
    [runId, feedId, JSON.stringify(held)],
  );
  return held.length;
}

/** The listings run `runId` held back, in listing order, at most `limit` (the run's `held_back` is their count). */
export async function heldBackOfRun(db: Queryable, runId: number, limit = 200): Promise<HeldBackListing[]> {
  const rows = await db.query<HeldBackListing>(
    'select uls, source_key, street, rule, reason from feed_held_back where run_id = $1 order by uls limit $2',
    [runId, limit],
  );
  return rows.map((row) => ({ ...row, uls: Number(row.uls) }));
}
