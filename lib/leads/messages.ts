import { createTranslator } from 'next-intl';
import { loadMessages } from '@/locales';
import type { Locale } from '@/lib/i18n/locales';

/** The `leads` messages in one locale, outside any React tree (intake, e-mails). */
export function leadsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: loadMessages(locale), namespace: 'leads' });
}

export type LeadsTranslator = ReturnType<typeof leadsTranslator>;

/** Translates a message key computed at run time; an unknown key stays as is. */
export function translateKey(t: LeadsTranslator, key: string): string {
  const dynamic = t as unknown as { has(key: string): boolean; (key: string): string };
  return dynamic.has(key) ? dynamic(key) : key;
}

/** `{field: [key]}` -> `{field: [text]}` in the visitor's language. */
export function translateFieldErrors(errors: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  const t = leadsTranslator(locale);
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => translateKey(t, key))]));
}
