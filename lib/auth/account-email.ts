import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { OutboxMessage } from '@/lib/leads/outbox';
import { loadMessages } from '@/locales';
import type { SiteRole } from './roles';

const translator = (locale: Locale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'accounts' });

/** The invitation e-mail, in the inviter's language (plain text: names never become HTML). */
export function invitationEmail(locale: Locale, to: string, v: { site: string; inviter: string; role: SiteRole; link: string }): OutboxMessage {
  const t = translator(locale);
  return {
    to,
    subject: t('email.invitation-subject', { site: v.site }),
    text: t('email.invitation-body', { site: v.site, inviter: v.inviter, role: t(`roles.${v.role}`), link: v.link }),
  };
}

export function resetEmail(locale: Locale, to: string, link: string): OutboxMessage {
  const t = translator(locale);
  return { to, subject: t('email.reset-subject'), text: t('email.reset-body', { link }) };
}
