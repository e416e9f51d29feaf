import { readSavedSearchEmail } from '@/lib/alerts/email-field';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@/lib/alerts/types';
import { postSiteJson, type SiteApi } from '@/lib/forms/submit';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The browser side of "Save this search": checks what the visitor typed and
 * posts it to POST /api/swc/{micrositeId}/saved-searches (contract: docs/alerts.md),
 * with the site key like the lead forms. Pure apart from the fetch; no form library.
 */

// One list of frequencies for the server and the forms (lib/alerts/types.ts is types and constants only).
export { ALERT_FREQUENCIES };
export type AlertFrequencyChoice = AlertFrequency;

/** Field error codes the intake answers with (422 `{ errors: { field: code } }`), also used here. */
export const SAVE_SEARCH_ERROR_CODES = [
  'email-required',
  'email-invalid',
  'consent-required',
  'frequency-invalid',
  'criteria-invalid',
  'limit-reached',
] as const;
export type SaveSearchErrorCode = (typeof SAVE_SEARCH_ERROR_CODES)[number];

export interface SaveSearchValues {
  email: string;
  frequency: AlertFrequencyChoice;
  locale: Locale;
  consent: boolean;
}

export interface SaveSearchContext {
  /** The search page's query string (filters in effect, no map bounds), without '?'. */
  criteria: string;
  /** The page it was saved on (pathname). */
  sourcePath: string;
  /** The broker whose page this is, or null. */
  memberId: number | null;
  /** The captcha token (`recaptcha_response`). */
  captcha: string;
}

export type SaveSearchFailure = 'invalid' | 'rate-limited' | 'not-configured' | 'network' | 'unknown';
export type SaveSearchResult = { ok: true } | { ok: false; reason: SaveSearchFailure; errors: Partial<Record<keyof SaveSearchValues | 'criteria', SaveSearchErrorCode>> };

/** What the visitor must fix before anything is sent; empty when the form may be posted. */
export function validateSaveSearch(values: SaveSearchValues): Partial<Record<'email' | 'consent' | 'frequency', SaveSearchErrorCode>> {
  const errors: Partial<Record<'email' | 'consent' | 'frequency', SaveSearchErrorCode>> = {};
  // The intake checks again with the same schema.
  const address = readSavedSearchEmail(values.email);
  if (!address.ok) errors.email = address.error;
  if (!(ALERT_FREQUENCIES as readonly string[]).includes(values.frequency)) errors.frequency = 'frequency-invalid';
  if (!values.consent) errors.consent = 'consent-required';
  return errors;
}

export function savedSearchesEndpoint(micrositeId: string): string {
  return `/api/swc/${encodeURIComponent(micrositeId)}/saved-searches`;
}

/** The JSON body of the contract. */
export function saveSearchPayload(values: SaveSearchValues, context: SaveSearchContext): Record<string, unknown> {
  return {
    email: values.email.trim(),
    frequency: values.frequency,
    locale: values.locale,
    consent: values.consent,
    criteria: context.criteria,
    source_path: context.sourcePath,
    ...(context.memberId !== null ? { member_id: context.memberId } : {}),
    recaptcha_response: context.captcha,
  };
}

export async function postSavedSearch(
  values: SaveSearchValues,
  context: SaveSearchContext,
  api: SiteApi,
  fetchImpl: typeof fetch = fetch,
): Promise<SaveSearchResult> {
  if (!api.micrositeId || !api.siteKey) return { ok: false, reason: 'not-configured', errors: {} };
  const response = await postSiteJson(savedSearchesEndpoint(api.micrositeId), saveSearchPayload(values, context), { ...api, siteKey: api.siteKey }, fetchImpl);
  if (!response) return { ok: false, reason: 'network', errors: {} };
  if (response.status === 202 || response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, reason: 'rate-limited', errors: {} };
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as { errors?: Record<string, unknown> } | null;
    return { ok: false, reason: 'invalid', errors: knownErrors(body?.errors) };
  }
  return { ok: false, reason: 'unknown', errors: {} };
}

function knownErrors(errors: Record<string, unknown> | undefined): Partial<Record<keyof SaveSearchValues | 'criteria', SaveSearchErrorCode>> {
  const out: Partial<Record<keyof SaveSearchValues | 'criteria', SaveSearchErrorCode>> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, code] of Object.entries(errors)) {
    const value = Array.isArray(code) ? code[0] : code;
    if (typeof value !== 'string' || !(SAVE_SEARCH_ERROR_CODES as readonly string[]).includes(value)) continue;
    const key = (['email', 'frequency', 'locale', 'consent', 'criteria'] as const).find((k) => k === field) ?? (value === 'limit-reached' ? 'email' : null);
    if (key) out[key] = value as SaveSearchErrorCode;
  }
  return out;
}
