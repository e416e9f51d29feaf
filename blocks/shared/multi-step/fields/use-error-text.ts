'use client';

import { useTranslations } from 'next-intl';
import { isFormErrorCode } from '@/lib/forms/errors';

/**
 * Field messages are error codes of lib/forms (translated here) or texts the intake
 * already translated (a 422): codes go through `forms.errors`, texts are shown as is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('forms.errors');
  return (message) => {
    if (!message) return undefined;
    return isFormErrorCode(message) ? t(message) : message;
  };
}
