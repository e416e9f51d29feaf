import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Rule `listing_contract` (rules.ts): a listing is advertised only while its brokerage
 * contract runs, from its first day to its last day included, on Québec's calendar: nothing
 * before the start (no « à venir »), nothing after the end. Dates are 'YYYY-MM-DD'. A feed
 * listing whose feed states neither date follows the feed's status alone (null = not stated);
 * hand-managed and demo listings always carry both.
 */

export type ContractState = 'before' | 'running' | 'ended';

export function contractState(start: string | null | undefined, end: string | null | undefined, today: string): ContractState {
  if (start && today < start) return 'before';
  if (end && today > end) return 'ended';
  return 'running';
}

/** Today on Québec's calendar, in SQL (the database's clock, the site's time zone). */
export const QUEBEC_TODAY_SQL = `(now() at time zone '${SITE_TIME_ZONE}')::date`;

/** The state above in SQL, for listing alias `l` and a day expression. */
export function contractStateSql(alias: string, today: string = QUEBEC_TODAY_SQL): string {
  return `(case when ${alias}.contract_start > ${today} then 'before' when ${alias}.contract_end < ${today} then 'ended' else 'running' end)`;
}

/** The condition "the contract of listing `alias` runs today": what every public read of an active listing adds. */
export function contractRunningSql(alias: string, today: string = QUEBEC_TODAY_SQL): string {
  return `(${alias}.contract_start is null or ${alias}.contract_start <= ${today}) and (${alias}.contract_end is null or ${alias}.contract_end >= ${today})`;
}
