import type { Locale } from '@/lib/i18n/locales';
import { emailTexts } from './messages';
import type { EmailSender } from './sender';
import { frenchTypography } from './typography';

/**
 * The lines of the footer every e-mail carries, in both parts: the sender, its postal address
 * and a contact (CASL), then the advertising mentions (OACIQ). Lines with nothing to say are
 * left out.
 */
export function footerLines(sender: EmailSender, locale: Locale): string[] {
  const t = emailTexts(locale);
  const contact = [sender.contactEmail, sender.contactPhone].filter(Boolean).join(' · ');
  return [
    t('footer.sender', { site: sender.siteName }),
    sender.postalAddress ? t('footer.address', { address: sender.postalAddress }) : '',
    contact ? t('footer.contact', { contact }) : '',
    ...sender.mentions,
  ]
    .filter(Boolean)
    .map((line) => frenchTypography(line, locale));
}

/** The transactional e-mails' note that they carry no advertising (in place of the unsubscribe links). */
export function transactionalNote(sender: EmailSender, locale: Locale): string {
  return frenchTypography(emailTexts(locale)('footer.transactional', { site: sender.siteName }), locale);
}

/** The broker card's lines: name as on the licence, title, agency, phone. */
export function brokerLines(sender: EmailSender, locale: Locale): string[] {
  const b = sender.broker;
  if (!b) return [];
  return [b.name, b.title, b.agency, b.phone ? frenchTypography(emailTexts(locale)('broker.phone', { phone: b.phone }), locale) : ''].filter(Boolean);
}
