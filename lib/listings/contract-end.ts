import { montrealToUtcIso } from './montreal-time';

/**
 * The instant a listing leaves the site when its brokerage contract ends: the start of the day
 * after its last day, in Québec (the rule's calendar, lib/compliance/listing-contract.ts). Null
 * without an end or once it has passed.
 */
export function contractWithdrawalAt(contractEnd: string | null | undefined, now: Date = new Date()): Date | null {
  if (!contractEnd || !/^\d{4}-\d{2}-\d{2}$/.test(contractEnd)) return null;
  const next = new Date(`${contractEnd}T12:00:00Z`);
  if (Number.isNaN(next.getTime())) return null;
  next.setUTCDate(next.getUTCDate() + 1);
  const at = new Date(montrealToUtcIso(next.toISOString().slice(0, 10), '00:00'));
  return at > now ? at : null;
}
