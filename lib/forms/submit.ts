import type { Locale } from '@/lib/i18n/locales';

/**
 * Sends a lead to the intake, POST /api/swc/{microsite_id}/contact (lib/leads/README.md):
 * JSON with X-Site-Key, Content-Language and Accept JSON. Resolves on 200
 * {status:'success'}; anything else rejects with a LeadSubmitError the forms show.
 */
export interface SiteApi {
  micrositeId: string | null;
  siteKey: string | null;
  locale: Locale;
}

export type LeadFailureReason = 'invalid' | 'unauthorized' | 'too-large' | 'rate-limited' | 'unavailable' | 'network' | 'not-configured' | 'unknown';

export class LeadSubmitError extends Error {
  constructor(
    readonly reason: LeadFailureReason,
    /** Field texts of a 422, already translated by the server, keyed by payload field. */
    readonly fieldErrors: Record<string, string[]> = {},
    /** Seconds to wait after a 429. */
    readonly retryAfter: number | null = null,
  ) {
    super(`Lead submit failed: ${reason}`);
    this.name = 'LeadSubmitError';
  }

  /** Every field text, once each, for the failure toast or the error list. */
  get messages(): string[] {
    return [...new Set(Object.values(this.fieldErrors).flat())];
  }
}

export function leadEndpoint(micrositeId: string): string {
  return `/api/swc/${encodeURIComponent(micrositeId)}/contact`;
}

const reasonByStatus: Record<number, LeadFailureReason> = {
  401: 'unauthorized',
  413: 'too-large',
  422: 'invalid',
  429: 'rate-limited',
  503: 'unavailable',
};

/**
 * POSTs JSON to one of the site's public endpoints (/contact, /saved-searches) with the site
 * key, the page's language and Accept JSON; null when the request never reached the server.
 */
export async function postSiteJson(endpoint: string, payload: unknown, api: SiteApi & { siteKey: string }, fetchImpl: typeof fetch = fetch): Promise<Response | null> {
  try {
    return await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Content-Language': api.locale,
        'X-Site-Key': api.siteKey,
      },
      body: JSON.stringify(payload),
    });
  } catch {
    return null;
  }
}

export async function postLead(payload: Record<string, unknown>, api: SiteApi, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!api.micrositeId || !api.siteKey) throw new LeadSubmitError('not-configured');
  const response = await postSiteJson(leadEndpoint(api.micrositeId), payload, { ...api, siteKey: api.siteKey }, fetchImpl);
  if (!response) throw new LeadSubmitError('network');
  const body = (await response.json().catch(() => null)) as { status?: string; errors?: unknown } | null;
  if (response.ok && body?.status === 'success') return;
  const reason = reasonByStatus[response.status] ?? 'unknown';
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  throw new LeadSubmitError(reason, fieldTexts(body?.errors), Number.isFinite(retryAfter) ? retryAfter : null);
}

function fieldTexts(errors: unknown): Record<string, string[]> {
  if (!errors || typeof errors !== 'object') return {};
  const texts: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === 'string' && text !== '');
    if (list.length > 0) texts[field] = list;
  }
  return texts;
}
