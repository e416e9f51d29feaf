'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/forms/errors';
import type { SubmitFailure } from '@/machines/multi-step-form';
import type { ErrorEntry } from './ErrorList';
import { useErrorText } from './fields/use-error-text';

/**
 * The error list entries: the current step's field errors, then after a failed submit
 * the intake's field texts and the submit error ('The request could not be submitted',
 * its message or the generic text).
 */
export function useErrorEntries(
  errors: FieldErrors,
  failure: SubmitFailure | null,
  fieldId: (name: string) => string,
  /** Labels that differ from forms.fields.<name> (the valuation's single "Municipality"). */
  labels: Partial<Record<string, string>> = {},
): ErrorEntry[] {
  const tFields = useTranslations('forms.fields');
  const tSubmit = useTranslations('forms.submit');
  const errorText = useErrorText();
  const label = (field: string) => labels[field] ?? (tFields.has(field as never) ? tFields(field as never) : field);
  const entries: ErrorEntry[] = Object.entries(errors).map(([field, code]) => ({
    field,
    label: label(field),
    text: errorText(code) ?? '',
    targetId: fieldId(field),
  }));
  if (!failure) return entries;
  for (const [field, texts] of Object.entries(failure.fieldErrors)) {
    entries.push({ field: `server-${field}`, label: label(field), text: texts.join(' '), targetId: fieldId(field) });
  }
  const message = failure.messages.length > 0 && Object.keys(failure.fieldErrors).length === 0 ? failure.messages.join(' ') : tSubmit('failed-generic');
  entries.push({ field: 'submit', label: tSubmit('failed-title'), text: message });
  return entries;
}

/** The error of one field: the step's code or the intake's text. */
export function useFieldError(errors: FieldErrors, failure: SubmitFailure | null) {
  const errorText = useErrorText();
  return (name: string) => errorText(errors[name]) ?? failure?.fieldErrors[name]?.[0];
}
