/**
 * Minimum down payment rule sets of the federal mortgage rules, dated so that a site can
 * pin the set it wants and the calculator otherwise applies the one in force.
 *
 * - 'federal-2024-12-15' (default): since 15 December 2024 an insured mortgage is possible
 *   up to 1,499,999 $; 5 % of the first 500,000 $, 10 % of the part above, and 20 % from
 *   1,500,000 $ (the price cap of mortgage insurance).
 * - 'federal-2016-02-15': the table of spec 001 section 5 (20 % above 1,000,000 $), in
 *   force from 15 February 2016 until 14 December 2024.
 * Commercial properties are never insurable: 35 % in both.
 */
export type PropertyKind = 'residential' | 'commercial';

export interface DownPaymentRuleSet {
  id: string;
  /** First day the rules apply (ISO date). */
  effectiveFrom: string;
  /** Prices at or above this need 20 % down and cannot be insured. */
  insurablePriceLimit: number;
  /** Up to this price the minimum is 5 %. */
  firstTierLimit: number;
  firstTierRate: number;
  secondTierRate: number;
  uninsuredRate: number;
  commercialRate: number;
  /** Insured 30-year amortizations are allowed (first-time buyers and new builds). */
  insured30Years: boolean;
}

export const federal2016: DownPaymentRuleSet = {
  id: 'federal-2016-02-15',
  effectiveFrom: '2016-02-15',
  // "Over 1,000,000": 1,000,000 itself still follows the 5 % / 10 % tiers.
  insurablePriceLimit: 1_000_000.01,
  firstTierLimit: 500_000,
  firstTierRate: 0.05,
  secondTierRate: 0.1,
  uninsuredRate: 0.2,
  commercialRate: 0.35,
  insured30Years: false,
};

export const federal2024: DownPaymentRuleSet = {
  id: 'federal-2024-12-15',
  effectiveFrom: '2024-12-15',
  insurablePriceLimit: 1_500_000,
  firstTierLimit: 500_000,
  firstTierRate: 0.05,
  secondTierRate: 0.1,
  uninsuredRate: 0.2,
  commercialRate: 0.35,
  insured30Years: true,
};

/** Oldest first. */
export const ruleSets: readonly DownPaymentRuleSet[] = [federal2016, federal2024];
export const ruleSetIds = ruleSets.map((r) => r.id);

/** The rule set in force on a date (ISO 'YYYY-MM-DD' or Date); the oldest before any. */
export function ruleSetOn(date: Date | string): DownPaymentRuleSet {
  const day = typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10);
  let found = ruleSets[0]!;
  for (const set of ruleSets) if (set.effectiveFrom <= day) found = set;
  return found;
}

/** A pinned rule set by id, else the one in force today. */
export function resolveRuleSet(id: string | null | undefined, today: Date = new Date()): DownPaymentRuleSet {
  return ruleSets.find((r) => r.id === id) ?? ruleSetOn(today);
}

/** Minimum down payment in dollars (not rounded: the comparison is exact). */
export function minimumDownPayment(price: number, kind: PropertyKind, rules: DownPaymentRuleSet = federal2024): number {
  const p = Math.max(0, price);
  if (kind === 'commercial') return p * rules.commercialRate;
  if (p >= rules.insurablePriceLimit) return p * rules.uninsuredRate;
  if (p <= rules.firstTierLimit) return p * rules.firstTierRate;
  return rules.firstTierLimit * rules.firstTierRate + (p - rules.firstTierLimit) * rules.secondTierRate;
}

/** Mortgage insurance is possible (and required) below 20 % down on an insurable residential price. */
export function needsInsurance(price: number, down: number, kind: PropertyKind, rules: DownPaymentRuleSet = federal2024): boolean {
  if (kind === 'commercial' || price <= 0) return false;
  if (price >= rules.insurablePriceLimit) return false;
  return down < price * 0.2;
}
