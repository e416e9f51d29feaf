import type { Site } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getCaptchaHmacKey } from '@/lib/captcha/hmac-key';
import { consumeCaptcha } from '@/lib/captcha/replay';
import type { CaptchaProvider } from '@/lib/captcha/types';
import { CONSENT_TEXT_VERSION, type LeadConsent } from './consent';
import { fieldErrors, leadPayloadSchema } from './payloads';
import { hashIp } from '@/lib/http/ip-hash';
import { findRecipient } from './recipients';
import { insertLead } from './store';
import { savedSearchFromAlertLead } from '@/lib/alerts/from-alert-lead';
import { publicOrigin } from '@/lib/http/public-origin';
import { config } from '@/lib/config/env';

/** What happened to one submission; the route turns it into an HTTP answer. */
export type IntakeOutcome =
  | { kind: 'stored'; leadId: number }
  /** A bot filled the honeypot: answered like a success, nothing stored. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; locale: Locale; errors: Record<string, string[]> }
  | { kind: 'captcha'; locale: Locale; reason: string };

export interface IntakeInput {
  site: Pick<Site, 'id' | 'contact_email'> & Partial<Pick<Site, 'name' | 'domains'>>;
  /** The decoded body (form fields or JSON), not yet validated. */
  raw: Record<string, unknown>;
  ip: string;
  userAgent: string | null;
  /** Content-Language, used when the payload has no valid locale. */
  fallbackLocale: Locale;
  captcha: CaptchaProvider;
  now?: Date;
}

class CaptchaReplay extends Error {}

/**
 * The consent text version the visitor saw. Our forms send it only when the checkboxes
 * were shown (metadata.contact_form.show_consent); another client that sends a consent
 * without a version saw the current texts; no consent and no version: nothing was shown.
 */
function consentVersionOf(payload: { consent_version?: string; consent_transaction: boolean; consent_marketing: boolean }): string | null {
  if (payload.consent_version) return payload.consent_version;
  return payload.consent_transaction || payload.consent_marketing ? CONSENT_TEXT_VERSION : null;
}

function honeypotFilled(raw: Record<string, unknown>): boolean {
  const value = raw.website;
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/**
 * One lead submission, after the site key and rate limits passed: validates, resolves
 * the recipient, checks the captcha, then writes the lead, its outbox row and the used
 * captcha in ONE transaction. Database errors propagate (the route answers 503).
 */
export async function submitLead(db: Database, input: IntakeInput): Promise<IntakeOutcome> {
  const { raw } = input;
  const locale = isLocale(raw.locale) ? raw.locale : input.fallbackLocale;
  if (honeypotFilled(raw)) return { kind: 'ignored' };

  const parsed = leadPayloadSchema.safeParse({ ...raw, locale });
  if (!parsed.success) return { kind: 'invalid', locale, errors: fieldErrors(parsed.error) };
  const payload = parsed.data;

  let recipient = null;
  if (payload.form_type === 'contact_form' && payload.recipient_type && payload.recipient_slug) {
    recipient = await findRecipient(db, input.site.id, payload.recipient_type, payload.recipient_slug);
    if (!recipient) return { kind: 'invalid', locale, errors: { recipient_slug: ['recipient-unknown'] } };
  }

  const check = await input.captcha.verify(payload.recaptcha_response, { ip: input.ip, db });
  if (!check.ok) return { kind: 'captcha', locale, reason: check.reason };

  const now = input.now ?? new Date();
  const ipHash = hashIp(input.ip, config().LEADS_IP_SALT || (await getCaptchaHmacKey(db)));
  const consent: LeadConsent = {
    transaction: payload.consent_transaction,
    marketing: payload.consent_marketing,
    version: consentVersionOf(payload),
    at: now.toISOString(),
    locale: payload.locale,
    ip_hash: ipHash,
  };

  try {
    const leadId = await db.transaction(async (tx) => {
      if (!(await consumeCaptcha(tx, check.replayId, check.expiresAt))) throw new CaptchaReplay();
      const id = await insertLead(tx, {
        siteId: input.site.id,
        payload,
        recipient,
        recipientEmail: recipient?.email ?? input.site.contact_email,
        consent,
        ipHash,
        userAgent: input.userAgent,
      });
      // Issue 32: the property alert form with its alert consent ticked also saves the search (pending its confirmation).
      if (payload.form_type === 'property_alert' && payload.consent_marketing) {
        await savedSearchFromAlertLead(
          tx,
          {
            email: payload.email,
            locale: payload.locale,
            municipality: payload.municipality,
            property_type: payload.property_type,
            budget_min: payload.budget_min,
            budget_max: payload.budget_max,
            nb_bedrooms: payload.nb_bedrooms,
            nb_bathrooms: payload.nb_bathrooms,
          },
          {
            siteId: input.site.id,
            siteName: input.site.name ?? input.site.id,
            origin: publicOrigin({ domains: input.site.domains ?? [] }),
            ipHash,
            now,
            leadId: id,
          },
        );
      }
      return id;
    });
    return { kind: 'stored', leadId };
  } catch (error) {
    if (error instanceof CaptchaReplay) return { kind: 'captcha', locale, reason: 'replayed' };
    throw error;
  }
}
