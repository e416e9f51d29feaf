/**
 * Why a site may keep a lead its author asked to erase: the exceptions Québec's private-sector
 * Act allows (s. 28.1: a retention a law requires, a contract in progress, a legal claim), as
 * a fixed list so the admin picks one and the visitor is told it in their language
 * (myData.reasons.* in locales). Anything else is refused: the lead must be anonymised.
 */
export const KEEP_REASONS = ['legal-obligation', 'contract', 'legal-claim'] as const;
export type KeepReason = (typeof KEEP_REASONS)[number];

export function isKeepReason(value: unknown): value is KeepReason {
  return typeof value === 'string' && (KEEP_REASONS as readonly string[]).includes(value);
}
