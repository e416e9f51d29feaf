import { z } from 'zod';
import { CONSENT_TEXT_VERSION } from '@/lib/leads/consent';

/**
 * Whether a lead form shows its consent checkboxes. The site setting
 * (metadata.contact_form.show_consent, spec 000 "Metadata", default true) decides, so
 * changing it in the general settings changes every form at once. A block overrides it
 * only through this explicit field: the blocks used to carry their own `show_consent`
 * copy, seeded from the site setting, which went stale the day the setting changed;
 * such a copy is now ignored (zod drops the unknown key).
 */
export const consentOverrideField = z.enum(['show', 'hide']).optional();
export type ConsentOverride = z.infer<typeof consentOverrideField>;

/** `ctx` is the block's context (blocks/types.ts BlockContext), of which only the form settings count. */
export function consentShown(override: ConsentOverride, ctx: { contactForm?: { showConsent: boolean } }): boolean {
  if (override) return override === 'show';
  return ctx.contactForm?.showConsent ?? true;
}

/** The payload's consent version: the current texts' only when the checkboxes were shown. */
export function consentVersionFor(showConsent: boolean): { consentVersion?: string } {
  return showConsent ? { consentVersion: CONSENT_TEXT_VERSION } : {};
}
