import { frenchTypography, labelled } from '@/lib/emails/typography';
import { leadFieldRows } from './field-values';
import type { LeadRecord } from './lead-record';
import { leadsTranslator } from './messages';
import type { OutgoingEmail } from '@/lib/mail/mailer';

/**
 * The e-mail that delivers a lead to its recipient (the site's broker or office: not the
 * public, not commercial), in the visitor's language, with French typography. Plain text
 * only: visitor input never becomes HTML, and the outbox composes it when it sends, without
 * waiting on a render.
 */
export function composeLeadEmail(lead: LeadRecord, to: string): OutgoingEmail {
  const t = leadsTranslator(lead.locale);
  const formType = t(`form-types.${lead.form_type}`);
  const ty = (text: string) => frenchTypography(text, lead.locale);
  const rows = leadFieldRows(t, lead).map(([label, value]) => labelled(label, value, lead.locale));
  const consent = ty(t('email.consent', {
    transaction: lead.consent.transaction ? t('values.yes') : t('values.no'),
    marketing: lead.consent.marketing ? t('values.yes') : t('values.no'),
    version: lead.consent.version ?? t('values.consent-not-shown'),
  }));
  return {
    to,
    replyTo: lead.email,
    // Header values on one line: a name cannot smuggle headers in.
    subject: t('email.subject', { formType, name: lead.full_name }).replace(/[\r\n]+/g, ' '),
    text: [ty(t('email.intro', { site: lead.site_name })), '', ...rows, '', consent, '', ty(t('email.footer', { name: lead.full_name }))].join('\n'),
  };
}
