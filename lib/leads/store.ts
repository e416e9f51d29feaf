import type { Queryable } from '@/lib/db/types';
import type { LeadConsent } from './consent';
import type { LeadPayload } from './payloads';

export interface NewLead {
  siteId: string;
  payload: LeadPayload;
  recipient: { type: string; slug: string; email: string } | null;
  /** Where the e-mail goes: the recipient's address, else the site's contact address. */
  recipientEmail: string | null;
  consent: LeadConsent;
  ipHash: string | null;
  userAgent: string | null;
}

/** The payload as stored: everything the visitor sent except the captcha token and honeypot. */
function storedPayload(payload: LeadPayload): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...payload };
  delete stored.recaptcha_response;
  delete stored.website;
  return stored;
}

export function fullNameOf(payload: Pick<LeadPayload, 'full_name' | 'first_name' | 'last_name'>): string {
  return payload.full_name || `${payload.first_name} ${payload.last_name}`;
}

/**
 * Writes the lead and its delivery row. Call inside a transaction: both or neither.
 * Returns the new lead's id.
 */
export async function insertLead(tx: Queryable, lead: NewLead): Promise<number> {
  const { payload } = lead;
  const rows = await tx.query<{ id: number }>(
    `insert into leads (site_id, form_type, locale, recipient_type, recipient_slug, recipient_email,
       full_name, first_name, last_name, email, phone, message, payload, consent, ip_hash, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     returning id`,
    [
      lead.siteId,
      payload.form_type,
      payload.locale,
      lead.recipient?.type ?? null,
      lead.recipient?.slug ?? null,
      lead.recipientEmail,
      fullNameOf(payload),
      payload.first_name,
      payload.last_name,
      payload.email,
      payload.phone || null,
      payload.form_type === 'contact_form' ? payload.message : null,
      JSON.stringify(storedPayload(payload)),
      JSON.stringify(lead.consent),
      lead.ipHash,
      lead.userAgent?.slice(0, 500) ?? null,
    ],
  );
  const id = Number(rows[0]?.id);
  await tx.query('insert into lead_outbox (lead_id) values ($1)', [id]);
  return id;
}
