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

/**
 * What the rules read of a stored listing, returned by the statements that write it
 * (write.ts, open-houses.ts) so a run decides per page, on the rows in hand. Null: the
 * listing is gone (removed by the run), so nothing holds it back.
 */
export interface HeldBackFacts {
  source_key: string;
  street: string;
  status: string;
  contract_start: string | null;
  contract_end: string | null;
  sale_ad_authorised: boolean;
  sale_price_authorised: boolean;
}

/** The columns of HeldBackFacts, read from `listings` aliased `alias`. */
export const heldBackColumns = (alias: string) =>
  `${alias}.source_key, ${alias}.street, ${alias}.status, ${alias}.contract_start::text as contract_start,
   ${alias}.contract_end::text as contract_end, ${alias}.sale_ad_authorised, ${alias}.sale_price_authorised`;

/** The facts of a row returned with heldBackColumns (and whatever else the statement returns). */
export function heldBackFacts(row: HeldBackFacts): HeldBackFacts {
  const { source_key, street, status, contract_start, contract_end, sale_ad_authorised, sale_price_authorised } = row;
  return { source_key, street, status, contract_start, contract_end, sale_ad_authorised, sale_price_authorised };
}

function heldBackBy(row: HeldBackFacts, today: string): Pick<HeldBackListing, 'rule' | 'reason'> | null {
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

/**
 * A run's held-back listings as its pages are written: each listing's last state in the run
 * decides (a page that changes it again, or removes it, replaces the earlier verdict), so
 * nothing the run wrote is read back at its end.
 */
export class HeldBackTally {
  private readonly held = new Map<number, HeldBackListing>();

  constructor(private readonly today: string) {}

  note(uls: number, facts: HeldBackFacts | null): void {
    const by = facts && heldBackBy(facts, this.today);
    if (by) this.held.set(uls, { uls, source_key: facts.source_key, street: facts.street, ...by });
    else this.held.delete(uls);
  }

  listings(): HeldBackListing[] {
    return [...this.held.values()];
  }
}

const RECORD_CHUNK = 10_000;

/** Records, for run `runId` of feed `feedId`, the listings a rule held back; returns how many. */
export async function recordHeldBack(db: Queryable, feedId: number, runId: number, held: HeldBackListing[]): Promise<number> {
  for (let i = 0; i < held.length; i += RECORD_CHUNK) {
    await db.query(
      `insert into feed_held_back (run_id, feed_id, uls, source_key, street, rule, reason)
       select $1, $2, uls, source_key, street, rule, reason
         from jsonb_to_recordset($3::jsonb) as r(uls int, source_key text, street text, rule text, reason text)`,
      [runId, feedId, JSON.stringify(held.slice(i, i + RECORD_CHUNK))],
    );
  }
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
