import type { EmailContent } from '@/lib/emails/content';
import { renderEmail } from '@/lib/emails/render';
import type { EmailSender } from '@/lib/emails/sender';
import { frenchTypography } from '@/lib/emails/typography';
import type { Locale } from '@/lib/i18n/locales';
import { myDataPaths } from '@/lib/i18n/routes';
import type { OutboxMessage } from '@/lib/mail/outbox';
import type { KeepReason } from './keep-reasons';
import { myDataTexts } from './texts';

/**
 * The "My data" e-mails, in the site's e-mail layout (lib/emails): the signed link, and the
 * notice that an erasure request is done. Both answer the visitor's own request:
 * transactional, no unsubscribe.
 */

/** The page's path in a language with the link's token (contract with the public route). */
export function myDataPath(locale: Locale, token: string): string {
  return `${myDataPaths[locale]}?t=${encodeURIComponent(token)}`;
}

export async function myDataLinkEmail(input: { sender: EmailSender; to: string; locale: Locale; token: string }): Promise<OutboxMessage> {
  const { sender, locale } = input;
  const t = myDataTexts(locale);
  const ty = (text: string) => frenchTypography(text, locale);
  const url = `${sender.origin}${myDataPath(locale, input.token)}`;
  const content: EmailContent = {
    locale,
    subject: ty(t('email.link-subject', { site: sender.siteName })),
    preview: ty(t('email.link-preview')),
    blocks: [
      { kind: 'paragraph', text: ty(t('email.link-intro', { site: sender.siteName, email: input.to })) },
      { kind: 'button', label: t('email.link-button'), url },
      { kind: 'link', label: url, url },
      { kind: 'paragraph', text: ty(t('email.link-expiry')), small: true },
    ],
    sender,
    commercial: null,
  };
  return renderEmail(content, input.to);
}

export interface ErasureOutcome {
  searchesRemoved: number;
  anonymised: number;
  kept: KeepReason[];
}

export async function erasureDoneEmail(input: { sender: EmailSender; to: string; locale: Locale; outcome: ErasureOutcome }): Promise<OutboxMessage> {
  const { sender, locale, outcome } = input;
  const t = myDataTexts(locale);
  const ty = (text: string) => frenchTypography(text, locale);
  const content: EmailContent = {
    locale,
    subject: ty(t('email.done-subject')),
    preview: ty(t('email.done-preview', { site: sender.siteName })),
    blocks: [
      { kind: 'paragraph', text: ty(t('email.done-intro', { site: sender.siteName })) },
      { kind: 'paragraph', text: ty(t('email.done-searches', { count: outcome.searchesRemoved })) },
      { kind: 'paragraph', text: ty(t('email.done-anonymised', { count: outcome.anonymised })) },
      ...outcome.kept.map((reason) => ({ kind: 'paragraph' as const, text: ty(t('email.done-kept', { reason: t(`reasons.${reason}`) })) })),
      { kind: 'paragraph', text: ty(t('email.done-questions')), small: true },
    ],
    sender,
    commercial: null,
  };
  return renderEmail(content, input.to);
}
