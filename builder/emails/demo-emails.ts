import { alertEmail, confirmationEmail, type AlertItem, type MailContext } from '@/lib/alerts/email';
import { invitationEmail, resetEmail } from '@/lib/auth/account-email';
import type { EmailSender } from '@/lib/emails/sender';
import type { Locale } from '@/lib/i18n/locales';
import { composeLeadEmail } from '@/lib/leads/lead-email';
import type { LeadRecord } from '@/lib/leads/lead-record';
import { defaultFilters } from '@/lib/listings/filters';
import { erasureDoneEmail, myDataLinkEmail } from '@/lib/my-data/emails';

/** The templates the preview shows, in this order (labels: emails `preview.templates.*`). */
export const EMAIL_TEMPLATES = ['alert', 'confirmation', 'invitation', 'reset', 'lead', 'my-data-link', 'erasure-done'] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATES)[number];

export interface PreviewEmail {
  id: EmailTemplateId;
  subject: string;
  /** null: a text-only e-mail (the lead notification). */
  html: string | null;
  text: string;
}

const DEMO_TO = 'acheteur@example.com';
// Demo tokens: the links show their shape; they open nothing.
const TOKEN = 'demo.0.0.0';

const demoItems = (locale: Locale): AlertItem[] => [
  {
    uls: 28001234, kind: 'new', oldPrice: null, newPrice: 745_000, price: 745_000, transaction: 'sale', street: '1245, rue des Érables', municipality: 'Laval',
    bedrooms: 3, bathrooms: 2, photo: '/demo/listings/maison-1.svg', photoAlt: locale === 'fr' ? 'Façade en brique et entrée pavée' : 'Brick front and paved driveway', slug: 'maison-laval',
  },
  {
    uls: 28005678, kind: 'price_drop', oldPrice: 529_000, newPrice: 499_000, price: 499_000, transaction: 'sale', street: '88, avenue du Parc', municipality: 'Montréal',
    bedrooms: 2, bathrooms: 1, photo: '/demo/listings/condo-1.svg', photoAlt: null, slug: 'condo-montreal',
  },
];

function demoLead(locale: Locale, siteName: string): LeadRecord {
  return {
    id: 0, site_id: '', site_name: siteName, form_type: 'contact_form', locale, recipient_type: null, recipient_slug: null, recipient_name: null, recipient_email: null,
    full_name: 'Marie Gagnon', first_name: 'Marie', last_name: 'Gagnon', email: 'marie@example.com', phone: '514 555-0199',
    message: locale === 'fr' ? 'Bonjour, j’aimerais visiter la maison de la rue des Érables.' : 'Hello, I would like to visit the house on rue des Érables.',
    payload: { first_name: 'Marie', last_name: 'Gagnon', email: 'marie@example.com', phone: '514 555-0199' },
    consent: { transaction: true, marketing: false, version: '2026-01', at: new Date(0).toISOString(), locale, ip_hash: null },
    ip_hash: null, user_agent: null, created_at: new Date(0), handled_at: null, handled_by: null, delivery_status: null, delivery_attempts: 0, next_attempt_at: null, last_error: null, sent_at: null,
  };
}

/** Every template rendered with demo data in the site's look, in a language. */
export async function demoEmails(sender: EmailSender, locale: Locale): Promise<PreviewEmail[]> {
  const ctx: MailContext = {
    to: DEMO_TO, locale, origin: sender.origin, siteName: sender.siteName, sender,
    criteria: { ...defaultFilters(), mun: ['65005'], price_max: 800_000 }, manageToken: TOKEN, unsubscribeToken: TOKEN,
  };
  const [alert, confirmation, invitation, reset, myDataLink, erasureDone] = await Promise.all([
    alertEmail(ctx, demoItems(locale)),
    confirmationEmail({ ...ctx, confirmToken: TOKEN, frequency: 'daily', senderName: sender.broker?.name ?? sender.siteName }),
    invitationEmail(locale, 'nouvelle@example.com', sender, { site: sender.siteName, inviter: 'Julie Tremblay', role: 'editor', link: `${sender.origin}/qa/login/invitation/${TOKEN}?lang=${locale}` }),
    resetEmail(locale, 'julie@example.com', sender, `${sender.origin}/qa/login/reset/${TOKEN}?lang=${locale}`),
    myDataLinkEmail({ sender, to: DEMO_TO, locale, token: TOKEN }),
    erasureDoneEmail({ sender, to: DEMO_TO, locale, outcome: { searchesRemoved: 2, anonymised: 1, kept: ['legal-obligation'] } }),
  ]);
  const lead = composeLeadEmail(demoLead(locale, sender.siteName), 'julie@example.com');
  const view = (id: EmailTemplateId, m: { subject: string; text: string; html?: string }): PreviewEmail => ({ id, subject: m.subject, html: m.html ?? null, text: m.text });
  return [view('alert', alert), view('confirmation', confirmation), view('invitation', invitation), view('reset', reset), view('lead', lead), view('my-data-link', myDataLink), view('erasure-done', erasureDone)];
}
