import { createTranslator } from 'next-intl';
import { renderEmail } from '@/lib/emails/render';
import type { EmailSender } from '@/lib/emails/sender';
import { frenchTypography } from '@/lib/emails/typography';
import type { Locale } from '@/lib/i18n/locales';
import type { OutboxMessage } from '@/lib/mail/outbox';
import { loadMessages } from '@/locales';
import type { SiteRole } from './roles';

const translator = (locale: Locale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'accounts' });

/** A message's paragraphs (blank-line separated), the link's own line left out: it becomes the button. */
function paragraphs(body: string, link: string): string[] {
  return body
    .split(/\n{2,}/)
    .map((p) => p.replace(link, '').trim())
    .filter(Boolean);
}

/**
 * An account e-mail in the site's layout: its paragraphs, the link as a button, and the
 * transactional footer (no unsubscribe). Names are React text: they never become HTML.
 */
async function accountEmail(locale: Locale, to: string, sender: EmailSender, subject: string, body: string, action: string, link: string): Promise<OutboxMessage> {
  const ty = (text: string) => frenchTypography(text, locale);
  const all = paragraphs(body, link).map(ty);
  // The last paragraph ("if you did not ask…") goes under the button, in small type.
  const note = all.length > 1 ? all.slice(-1) : [];
  const main = all.length > 1 ? all.slice(0, -1) : all;
  return renderEmail(
    {
      locale,
      subject: ty(subject),
      preview: main[1] ?? main[0] ?? ty(subject),
      sender,
      blocks: [
        ...main.map((text) => ({ kind: 'paragraph' as const, text })),
        { kind: 'button', label: action, url: link },
        ...note.map((text) => ({ kind: 'paragraph' as const, text, small: true })),
      ],
      commercial: null,
      brokerCard: false,
    },
    to,
  );
}

/** The invitation e-mail, in the inviter's language. */
export function invitationEmail(locale: Locale, to: string, sender: EmailSender, v: { site: string; inviter: string; role: SiteRole; link: string }): Promise<OutboxMessage> {
  const t = translator(locale);
  const body = t('email.invitation-body', { site: v.site, inviter: v.inviter, role: t(`roles.${v.role}`), link: v.link });
  return accountEmail(locale, to, sender, t('email.invitation-subject', { site: v.site }), body, t('email.invitation-action'), v.link);
}

export function resetEmail(locale: Locale, to: string, sender: EmailSender, link: string): Promise<OutboxMessage> {
  const t = translator(locale);
  return accountEmail(locale, to, sender, t('email.reset-subject'), t('email.reset-body', { link }), t('email.reset-action'), link);
}
