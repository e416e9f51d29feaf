import { csvLine } from '@/lib/format/csv';
import type { LeadRecord } from './lead-record';

const COLUMNS = [
  'id', 'created_at', 'site_id', 'form_type', 'locale', 'full_name', 'first_name', 'last_name', 'email', 'phone',
  'message', 'recipient_type', 'recipient_slug', 'recipient_name', 'recipient_email', 'consent_transaction', 'consent_marketing',
  'consent_version', 'consent_at', 'delivery_status', 'delivery_attempts', 'handled_at', 'handled_by', 'payload',
] as const;

/** The export: one row per lead, the form-specific fields as JSON in the last column. A BOM keeps Excel in UTF-8. */
export function leadsCsv(leads: LeadRecord[]): string {
  const rows = leads.map((lead) =>
    csvLine([
      lead.id, lead.created_at, lead.site_id, lead.form_type, lead.locale, lead.full_name, lead.first_name,
      lead.last_name, lead.email, lead.phone, lead.message, lead.recipient_type, lead.recipient_slug, lead.recipient_name,
      lead.recipient_email, lead.consent.transaction, lead.consent.marketing, lead.consent.version, lead.consent.at,
      lead.delivery_status, lead.delivery_attempts, lead.handled_at, lead.handled_by, JSON.stringify(lead.payload),
    ]),
  );
  return `\uFEFF${[csvLine([...COLUMNS]), ...rows].join('\r\n')}\r\n`;
}
