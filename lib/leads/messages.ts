import { createTranslator } from 'next-intl';
import { loadMessages } from '@/locales';
import type { Locale } from '@/lib/i18n/locales';
import { isFormErrorCode, type FormErrorCode } from '@/lib/forms/errors';

/** The `leads` messages in one locale, outside any React tree (inbox, e-mails). */
export function leadsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: loadMessages(locale), namespace: 'leads' });
}

export type LeadsTranslator = ReturnType<typeof leadsTranslator>;

const errorsIn = (locale: Locale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'forms.errors' });
/** Built once: the messages are static, and a 422 translates several codes. */
const errorTranslators = { fr: errorsIn('fr'), en: errorsIn('en') } satisfies Record<Locale, unknown>;

/**
 * The text of a form error code in one locale: the very `forms.errors` messages the
 * browser shows, so the visitor reads the same words whichever side found the problem.
 * Anything that is not a code stays as is.
 */
export function errorText(code: FormErrorCode | string, locale: Locale): string {
  return isFormErrorCode(code) ? errorTranslators[locale](code) : code;
}

/** `{field: [code]}` -> `{field: [text]}` in the visitor's language. */
export function translateFieldErrors(errors: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, codes]) => [field, codes.map((code) => errorText(code, locale))]));
}
