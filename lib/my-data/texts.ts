import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

const make = (locale: Locale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'myData' });
const translators: { [L in Locale]?: ReturnType<typeof make> } = {};

/** The "My data" texts (locales/{fr,en}/my-data.json) outside React: e-mails, API errors. */
export function myDataTexts(locale: Locale): ReturnType<typeof make> {
  return (translators[locale] ??= make(locale));
}
