import type { Queryable } from '@/lib/db/types';
import { purgeExpiredCaptchas } from '@/lib/captcha/replay';
import { composeLeadEmailWithHtml } from './lead-email';
import type { Mailer } from '@/lib/mail/mailer';
import { claimDueDelivery, markAttemptFailed, markDelivered, markUndeliverable, type ClaimedDelivery, type OutboxStatus } from '@/lib/mail/outbox';
import { getLead } from './queries';

export interface DeliveryReport {
  /** null for an account e-mail (invitation, reset). */
  leadId: number | null;
  status: OutboxStatus;
  error?: string;
}

/**
 * Sends every delivery that is due now, one by one, and reports what happened. Without a
 * mailer nothing is claimed: leads wait as 'pending', no attempt is burned.
 */
export async function deliverDueLeads(
  db: Queryable,
  mailer: Mailer | null,
  { max = 50, backoffBaseSeconds = 30, shouldStop = () => false }: { max?: number; backoffBaseSeconds?: number; shouldStop?: () => boolean } = {},
): Promise<DeliveryReport[]> {
  if (!mailer) return [];
  const reports: DeliveryReport[] = [];
  // shouldStop: the server is stopping (SIGTERM): the e-mail being sent is finished, no new one is claimed.
  for (let i = 0; i < max && !shouldStop(); i++) {
    const delivery = await claimDueDelivery(db);
    if (!delivery) break;
    if (delivery.leadId === null) {
      reports.push(await deliverMessage(db, mailer, delivery, backoffBaseSeconds));
      continue;
    }
    const lead = await getLead(db, delivery.leadId);
    if (!lead?.recipient_email) {
      const error = lead ? 'no recipient e-mail address (site contact_email is empty)' : 'lead not found';
      await markUndeliverable(db, delivery.id, error);
      reports.push({ leadId: delivery.leadId, status: 'failed', error });
      continue;
    }
    try {
      await mailer.send(await composeLeadEmailWithHtml(db, lead, lead.recipient_email));
      await markDelivered(db, delivery.id);
      reports.push({ leadId: lead.id, status: 'sent' });
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      reports.push({ leadId: lead.id, status: await markAttemptFailed(db, delivery, error, backoffBaseSeconds), error });
    }
  }
  return reports;
}

/** An account e-mail composed when it was queued. */
async function deliverMessage(db: Queryable, mailer: Mailer, delivery: ClaimedDelivery, backoffBaseSeconds: number): Promise<DeliveryReport> {
  const message = delivery.message;
  if (!message) {
    await markUndeliverable(db, delivery.id, 'no message');
    return { leadId: null, status: 'failed', error: 'no message' };
  }
  // Unsubscribing takes effect at once: an alert queued before it is not sent.
  if (delivery.savedSearchId !== null && !(await savedSearchMaySend(db, delivery.savedSearchId))) {
    await markUndeliverable(db, delivery.id, 'saved search unsubscribed or paused');
    return { leadId: null, status: 'failed', error: 'saved search unsubscribed or paused' };
  }
  try {
    await mailer.send({ ...message, replyTo: undefined });
    await markDelivered(db, delivery.id);
    return { leadId: null, status: 'sent' };
  } catch (cause) {
    const error = cause instanceof Error ? cause.message : String(cause);
    return { leadId: null, status: await markAttemptFailed(db, delivery, error, backoffBaseSeconds), error };
  }
}

async function savedSearchMaySend(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query<{ status: string }>('select status from saved_searches where id = $1', [id]);
  return rows[0] !== undefined && rows[0].status !== 'unsubscribed' && rows[0].status !== 'paused';
}

/** Housekeeping that rides on the worker's tick. */
export async function purgeExpired(db: Queryable): Promise<void> {
  await purgeExpiredCaptchas(db);
}
