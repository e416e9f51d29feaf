import { formFieldOf } from './payload-fields';
import { LeadSubmitError } from './submit';

/**
 * What a failed submit shows (spec 000 section 8 and spec 001 section 8): the intake's
 * field texts (keyed by form field, for the inputs) and the texts to list in the toast or
 * error list. An empty list means the caller shows the generic text.
 */
export interface FormFailure {
  messages: string[];
  fieldErrors: Record<string, string[]>;
}

export function describeFailure(error: unknown, texts: { rateLimited: string }): FormFailure {
  if (!(error instanceof LeadSubmitError)) return { messages: [], fieldErrors: {} };
  if (error.reason === 'rate-limited') return { messages: [texts.rateLimited], fieldErrors: {} };
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const formField = formFieldOf(field);
    fieldErrors[formField] = [...(fieldErrors[formField] ?? []), ...list];
  }
  return { messages: error.messages, fieldErrors };
}
