import { CONSENT_TEXT_VERSION } from '@/lib/leads/consent';
import type { ConsentOverride } from './schema';

/**
 * Whether the form shows its checkboxes (the override field is in ./schema.ts). `ctx` is the
 * block's context (blocks/types.ts BlockContext), of which only the form settings count.
 */
export function consentShown(override: ConsentOverride, ctx: { contactForm?: { showConsent: boolean } }): boolean {
  if (override) return override === 'show';
  return ctx.contactForm?.showConsent ?? true;
}

/** The payload's consent version: the current texts' only when the checkboxes were shown. */
export function consentVersionFor(showConsent: boolean): { consentVersion?: string } {
  return showConsent ? { consentVersion: CONSENT_TEXT_VERSION } : {};
}
