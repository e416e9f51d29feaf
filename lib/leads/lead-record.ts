import type { LeadConsent } from './consent';
import type { LeadFormType } from './payloads';
import type { OutboxStatus } from '@/lib/mail/outbox';

/** A stored lead with its delivery state, as the inbox, the export and the mailer read it. */
export interface LeadRecord {
  id: number;
  site_id: string;
  site_name: string;
  form_type: LeadFormType;
  locale: 'fr' | 'en';
  recipient_type: string | null;
  recipient_slug: string | null;
  /** The member's or office's name (lead_recipients), null when the lead went to the site or the addressee is gone. */
  recipient_name: string | null;
  recipient_email: string | null;
  full_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  payload: Record<string, unknown>;
  consent: LeadConsent;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: Date;
  handled_at: Date | null;
  handled_by: string | null;
  delivery_status: OutboxStatus | null;
  delivery_attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
}

/** The payload fields worth showing, in form order (labels: leads `fields.<name>`). */
export const LEAD_DETAIL_FIELDS: Record<LeadFormType, readonly string[]> = {
  contact_form: ['first_name', 'last_name', 'email', 'phone', 'message'],
  property_alert: [
    'municipality', 'desired_moving_timeframe', 'current_client_situation', 'budget_min', 'budget_max',
    'property_type', 'nb_bedrooms', 'nb_bathrooms', 'first_name', 'last_name', 'preferred_method_of_contact',
    'phone', 'email', 'address', 'postal_code', 'city', 'province', 'country',
  ],
  property_valuation: [
    'municipality', 'property_type', 'year_of_construction', 'nb_bedrooms', 'nb_bathrooms', 'nb_parking',
    'nb_garage', 'living_area', 'land_area', 'evaluation_report', 'availability_of_report', 'reason_for_sale',
    'renos_and_improvments', 'first_name', 'last_name', 'preferred_method_of_contact', 'phone', 'email',
    'address', 'postal_code', 'city', 'province', 'country',
  ],
};

/** How the inbox names a lead's addressee: the name, else the slug it was sent to; null for the site itself. */
export function recipientLabel(lead: Pick<LeadRecord, 'recipient_name' | 'recipient_slug'>): string | null {
  return lead.recipient_name ?? lead.recipient_slug;
}
