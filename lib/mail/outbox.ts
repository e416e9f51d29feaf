import type { Queryable } from '@/lib/db/types';

/** After this many failed attempts an e-mail stops retrying (status 'failed'). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** A claimed row not finished within this time is claimed again (its sender died). */
const LEASE_SECONDS = 120;

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** An e-mail composed before it was queued (accounts: invitations, resets). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML alternative (alert e-mails). */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on alert e-mails). */
  headers?: Record<string, string>;
}

export interface ClaimedDelivery {
  id: number;
  /** The lead to deliver, or null for a composed message. */
  leadId: number | null;
  message: OutboxMessage | null;
  /** The saved search an alert e-mail belongs to (not sent once the search is unsubscribed). */
  savedSearchId: number | null;
  /** This attempt's number (1 for the first). */
  attempt: number;
}

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min... capped at 1 h. */
export function backoffSeconds(failures: number, baseSeconds = 30): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, failures - 1));
}

/**
 * Takes one due delivery for this worker. SKIP LOCKED lets several workers (requests,
 * instances) claim concurrently without taking the same row; the lease hands a row to
 * another worker if this one dies mid-send.
 */
export async function claimDueDelivery(db: Queryable): Promise<ClaimedDelivery | null> {
  const rows = await db.query<{ id: number; lead_id: number | null; attempts: number; message: OutboxMessage | null; saved_search_id: number | null }>(
    `update lead_outbox
        set status = 'sending', attempts = attempts + 1,
            locked_until = now() + ($1::int * interval '1 second')
      where id = (
        select id from lead_outbox
         where (status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and locked_until < now())
         order by next_attempt_at, id
         limit 1
         for update skip locked)
      returning id, lead_id, attempts, message, saved_search_id`,
    [LEASE_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  const leadId = row.lead_id === null ? null : Number(row.lead_id);
  const savedSearchId = row.saved_search_id === null || row.saved_search_id === undefined ? null : Number(row.saved_search_id);
  return { id: Number(row.id), leadId, message: row.message, savedSearchId, attempt: Number(row.attempts) };
}

/**
 * Queues a composed e-mail; in the caller's transaction, so it is sent only if the write commits.
 * `siteId` names the sending site in the delivery log (an alert's is read from its search).
 */
export async function enqueueMessage(db: Queryable, message: OutboxMessage, savedSearchId: number | null = null, siteId: string | null = null): Promise<void> {
  await db.query('insert into lead_outbox (message, saved_search_id, site_id) values ($1, $2, $3)', [JSON.stringify(message), savedSearchId, siteId]);
}

export async function markDelivered(db: Queryable, id: number): Promise<void> {
  // A sent message's text (a one-time link) is not kept.
  await db.query(
    `update lead_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
            message = case when lead_id is null then null else message end where id = $1`,
    [id],
  );
}

/** A failed attempt: retried later with exponential backoff, or given up after the last one. */
export async function markAttemptFailed(db: Queryable, delivery: ClaimedDelivery, error: string, baseSeconds = 30): Promise<OutboxStatus> {
  const giveUp = delivery.attempt >= MAX_DELIVERY_ATTEMPTS;
  const status: OutboxStatus = giveUp ? 'failed' : 'pending';
  await db.query(
    `update lead_outbox
        set status = $2, locked_until = null, last_error = $3,
            next_attempt_at = now() + ($4::int * interval '1 second')
      where id = $1`,
    [delivery.id, status, error.slice(0, 1000), giveUp ? 0 : backoffSeconds(delivery.attempt, baseSeconds)],
  );
  return status;
}

/** A delivery that can never succeed (no address): failed at once, no retries. */
export async function markUndeliverable(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(`update lead_outbox set status = 'failed', locked_until = null, last_error = $2 where id = $1`, [id, error]);
}
