import { createTranslator } from 'next-intl';
import { loadMessages } from '@/locales';
import type { AlertLocale } from './types';

const make = (locale: AlertLocale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'alertEmails' });
const translators: { [L in AlertLocale]?: ReturnType<typeof make> } = {};

/** The alert e-mails' texts (locales/{fr,en}/alert-emails.json), one translator per language. */
export function alertTexts(locale: AlertLocale): ReturnType<typeof make> {
  return (translators[locale] ??= make(locale));
}
