/**
 * Why a site may keep a lead its author asked to erase, as a fixed list so the admin picks one
 * and the visitor is told it in their language (myData.reasons.* in locales): a retention
 * period a law sets (the Act's s. 23 yields to one; brokers keep records under the Real Estate
 * Brokerage Act), a purpose still being served (a contract or transaction in progress), a
 * legal claim. Our reading of the Act, written out in docs/privacy.md; anything else is
 * refused: the lead must be anonymised.
 */
export const KEEP_REASONS = ['legal-obligation', 'contract', 'legal-claim'] as const;
export type KeepReason = (typeof KEEP_REASONS)[number];

export function isKeepReason(value: unknown): value is KeepReason {
  return typeof value === 'string' && (KEEP_REASONS as readonly string[]).includes(value);
}
