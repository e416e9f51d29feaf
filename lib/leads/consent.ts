/**
 * The version of the consent texts (transaction and marketing checkboxes, with the terms
 * and privacy policy links) that forms show. Recorded with each lead for CASL and Law 25:
 * bump it whenever those texts change, so every stored consent points to what was read.
 */
export const CONSENT_TEXT_VERSION = '2026-01';

export interface LeadConsent {
  transaction: boolean;
  marketing: boolean;
  /** Consent text version the visitor saw; null when the checkboxes were not shown. */
  version: string | null;
  /** ISO time the consent was given (the lead's arrival). */
  at: string;
  locale: 'fr' | 'en';
  /** Salted hash of the visitor's address: proof without keeping the address itself. */
  ip_hash: string | null;
}
