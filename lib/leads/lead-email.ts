import type { Queryable } from '@/lib/db/types';
import type { EmailContent } from '@/lib/emails/content';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { renderEmail } from '@/lib/emails/render';
import { frenchTypography, labelled } from '@/lib/emails/typography';
import { leadFieldRows } from './field-values';
import type { LeadRecord } from './lead-record';
import { leadsTranslator } from './messages';
import type { OutgoingEmail } from '@/lib/mail/mailer';

/** What the lead e-mail says, once for both parts: typeset for the visitor's language. */
function leadEmailParts(lead: LeadRecord) {
  const t = leadsTranslator(lead.locale);
  const formType = t(`form-types.${lead.form_type}`);
  const ty = (text: string) => frenchTypography(text, lead.locale);
  return {
    // Header values on one line: a name cannot smuggle headers in.
    subject: t('email.subject', { formType, name: lead.full_name }).replace(/[\r\n]+/g, ' '),
    intro: ty(t('email.intro', { site: lead.site_name })),
    rows: leadFieldRows(t, lead),
    consent: ty(
      t('email.consent', {
        transaction: lead.consent.transaction ? t('values.yes') : t('values.no'),
        marketing: lead.consent.marketing ? t('values.yes') : t('values.no'),
        version: lead.consent.version ?? t('values.consent-not-shown'),
      }),
    ),
    footer: ty(t('email.footer', { name: lead.full_name })),
  };
}

/**
 * The e-mail that delivers a lead to its recipient (the site's broker or office: not the
 * public, not commercial), in the visitor's language, with French typography: the text part.
 */
export function composeLeadEmail(lead: LeadRecord, to: string): OutgoingEmail {
  const parts = leadEmailParts(lead);
  const rows = parts.rows.map(([label, value]) => labelled(label, value, lead.locale));
  return {
    to,
    replyTo: lead.email,
    subject: parts.subject,
    text: [parts.intro, '', ...rows, '', parts.consent, '', parts.footer].join('\n'),
  };
}

/**
 * The lead e-mail with its HTML part in the site's layout (logo, colours, footer; React Email,
 * which escapes every value: visitor input stays text). The text part is composeLeadEmail's.
 * A site gone since the lead was sent gets the text part alone.
 */
export async function composeLeadEmailWithHtml(db: Queryable, lead: LeadRecord, to: string): Promise<OutgoingEmail> {
  const plain = composeLeadEmail(lead, to);
  const sender = await loadEmailSenderById(db, lead.site_id, lead.locale);
  if (!sender) return plain;
  const parts = leadEmailParts(lead);
  const content: EmailContent = {
    locale: lead.locale,
    subject: parts.subject,
    preview: parts.intro,
    blocks: [
      { kind: 'paragraph', text: parts.intro },
      { kind: 'fields', rows: parts.rows },
      { kind: 'paragraph', text: parts.consent, small: true },
      { kind: 'paragraph', text: parts.footer },
    ],
    sender,
    // The broker reads it: no broker card, and not commercial.
    commercial: null,
    brokerCard: false,
  };
  const { html } = await renderEmail(content, to);
  return { ...plain, html };
}
