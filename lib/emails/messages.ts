import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

const make = (locale: Locale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'emails' });
const translators: { [L in Locale]?: ReturnType<typeof make> } = {};

/** The e-mail layout's texts (locales/{fr,en}/emails.json), one translator per language. */
export function emailTexts(locale: Locale): ReturnType<typeof make> {
  return (translators[locale] ??= make(locale));
}
