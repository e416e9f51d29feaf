import type { Queryable } from '@/lib/db/types';

/**
 * Everything one site holds for one address (Law 25 access and portability), as the "My data"
 * page shows it and its JSON and CSV downloads carry it: the leads, the saved searches, the
 * consents given with them, the e-mails sent (the delivery log) and the erasure requests.
 * Every read names the site and the address; nothing of another site or address comes along.
 */
export interface MyDataExport {
  site: { id: string; name: string };
  email: string;
  generated_at: string;
  leads: ExportedLead[];
  saved_searches: ExportedSearch[];
  consents: ExportedConsent[];
  emails: ExportedEmail[];
  erasure_requests: ExportedErasure[];
}

export interface ExportedLead {
  id: number;
  created_at: string;
  form_type: string;
  locale: string;
  full_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  recipient: string | null;
  payload: Record<string, unknown>;
  consent: Record<string, unknown>;
  handled_at: string | null;
}

export interface ExportedSearch {
  id: number;
  created_at: string;
  status: string;
  frequency: string;
  locale: string;
  criteria: Record<string, unknown>;
  source_path: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  last_sent_at: string | null;
}

export interface ExportedConsent {
  source: 'lead' | 'saved_search';
  source_id: number;
  kind: 'transaction' | 'marketing' | 'alerts';
  given: boolean;
  text_version: string | null;
  text: string | null;
  at: string;
}

export interface ExportedEmail {
  id: number;
  kind: 'to-you' | 'lead-notice';
  created_at: string;
  sent_at: string | null;
  status: string;
  subject: string | null;
}

export interface ExportedErasure {
  id: number;
  requested_at: string;
  due_at: string;
  completed_at: string | null;
  searches_removed: number;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export async function collectMyData(db: Queryable, siteId: string, address: string, now = new Date()): Promise<MyDataExport> {
  const email = address.trim().toLowerCase();
  const [sites, leadRows, searchRows, erasureRows] = await Promise.all([
    db.query<{ id: string; name: string }>('select id, name from sites where id = $1', [siteId]),
    db.query<{
      id: number | string; created_at: Date; form_type: string; locale: string; full_name: string; email: string; phone: string | null; message: string | null;
      recipient_email: string | null; payload: Record<string, unknown>; consent: Record<string, unknown>; handled_at: Date | null;
    }>(
      `select id, created_at, form_type, locale, full_name, email, phone, message, recipient_email, payload, consent, handled_at
         from leads where site_id = $1 and lower(email) = $2 and anonymised_at is null order by created_at, id`,
      [siteId, email],
    ),
    db.query<{
      id: number | string; created_at: Date; status: string; frequency: string; locale: string; criteria: Record<string, unknown>; source_path: string | null;
      consent_text: string; consented_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null; last_sent_at: Date | null;
    }>(
      `select id, created_at, status, frequency, locale, criteria, source_path, consent_text, consented_at, confirmed_at, unsubscribed_at, last_sent_at
         from saved_searches where site_id = $1 and lower(email) = $2 order by created_at, id`,
      [siteId, email],
    ),
    db.query<{ id: number | string; requested_at: Date; due_at: Date; completed_at: Date | null; searches_removed: number }>(
      `select e.id, e.requested_at, e.due_at, e.completed_at, e.searches_removed
         from erasure_requests e join data_requests d on d.id = e.data_request_id
        where e.site_id = $1 and lower(d.email) = $2 order by e.requested_at, e.id`,
      [siteId, email],
    ),
  ]);
  const leadIds = leadRows.map((row) => Number(row.id));
  const emailRows = await db.query<{ id: number | string; lead_id: number | string | null; created_at: Date; sent_at: Date | null; status: string; subject: string | null }>(
    `select id, lead_id, created_at, sent_at, status, subject from lead_outbox
      where site_id = $1 and (recipient = $2 or lead_id = any($3::bigint[])) order by created_at, id`,
    [siteId, email, leadIds],
  );

  const leads: ExportedLead[] = leadRows.map((row) => ({
    id: Number(row.id),
    created_at: iso(row.created_at),
    form_type: row.form_type,
    locale: row.locale,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    recipient: row.recipient_email,
    payload: row.payload,
    consent: row.consent,
    handled_at: isoOrNull(row.handled_at),
  }));
  const consents: ExportedConsent[] = [];
  for (const lead of leads) {
    const consent = lead.consent as { transaction?: boolean; marketing?: boolean; version?: string | null; at?: string };
    for (const kind of ['transaction', 'marketing'] as const) {
      consents.push({ source: 'lead', source_id: lead.id, kind, given: consent[kind] === true, text_version: consent.version ?? null, text: null, at: consent.at ?? lead.created_at });
    }
  }
  for (const row of searchRows) {
    consents.push({ source: 'saved_search', source_id: Number(row.id), kind: 'alerts', given: true, text_version: null, text: row.consent_text, at: iso(row.consented_at) });
  }
  return {
    site: { id: siteId, name: sites[0]?.name ?? siteId },
    email,
    generated_at: now.toISOString(),
    leads,
    saved_searches: searchRows.map((row) => ({
      id: Number(row.id),
      created_at: iso(row.created_at),
      status: row.status,
      frequency: row.frequency,
      locale: row.locale,
      criteria: row.criteria,
      source_path: row.source_path,
      confirmed_at: isoOrNull(row.confirmed_at),
      unsubscribed_at: isoOrNull(row.unsubscribed_at),
      last_sent_at: isoOrNull(row.last_sent_at),
    })),
    consents,
    emails: emailRows.map((row) => ({
      id: Number(row.id),
      kind: row.lead_id === null ? 'to-you' : 'lead-notice',
      created_at: iso(row.created_at),
      sent_at: isoOrNull(row.sent_at),
      status: row.status,
      subject: row.subject,
    })),
    erasure_requests: erasureRows.map((row) => ({
      id: Number(row.id),
      requested_at: iso(row.requested_at),
      due_at: iso(row.due_at),
      completed_at: isoOrNull(row.completed_at),
      searches_removed: Number(row.searches_removed),
    })),
  };
}
