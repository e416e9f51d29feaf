import { createTranslator } from 'next-intl';
import frForms from '@/locales/fr/forms.json';
import enForms from '@/locales/en/forms.json';
import type { FormErrorCode } from '@/lib/forms/errors';

/** Translates an error code the way the forms do, in both locales. */
export function errorText(code: FormErrorCode | undefined, locale: 'fr' | 'en'): string | undefined {
  if (!code) return undefined;
  const t = createTranslator({ locale, messages: { forms: locale === 'fr' ? frForms : enForms }, namespace: 'forms' });
  return t(`errors.${code}`);
}
