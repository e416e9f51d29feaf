import type { Queryable } from '@/lib/db/types';

/**
 * Blanks the personal fields of leads (an erasure the admin decided, or the retention
 * period over): name, address, phone, message and the form's answers go; what remains is
 * that a lead of this form arrived on this date for this recipient, and its consent record
 * without the address hash. Their e-mails in the delivery log lose text and subject.
 * Returns how many leads were anonymised (one already anonymised is left alone).
 */
export async function anonymiseLeads(db: Queryable, leadIds: readonly number[], now = new Date()): Promise<number> {
  if (leadIds.length === 0) return 0;
  const rows = await db.query<{ id: number | string }>(
    `update leads
        set full_name = '', first_name = '', last_name = '', email = '', phone = null, message = null,
            payload = jsonb_build_object('form_type', form_type, 'locale', locale),
            consent = consent - 'ip_hash', ip_hash = null, user_agent = null, anonymised_at = $2
      where id = any($1::bigint[]) and anonymised_at is null
      returning id`,
    [leadIds, now.toISOString()],
  );
  await db.query(`update lead_outbox set message = null, recipient = null, subject = null where lead_id = any($1::bigint[]) and status in ('sent', 'failed')`, [leadIds]);
  return rows.length;
}
