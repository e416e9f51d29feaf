/** Payment frequencies of spec 001 section 3. */
export const frequencies = ['weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof frequencies)[number];

/** Spec 001 section 9: 5 to 25 years; 30 years is offered for insured first-time buyers and new builds. */
export const amortizations = [5, 10, 15, 20, 25, 30] as const;
export type Amortization = (typeof amortizations)[number];

export const defaultRate = 5.5;
export const defaultAmortization: Amortization = 25;
export const defaultFrequency: Frequency = 'monthly';

/** The stress test: qualify at the greater of the contract rate + 2 points and 5.25 %. */
export const stressTestFloor = 5.25;
export const stressTestBuffer = 2;

/** A percentage rate clamped to 0-100 (negative is 0 in the formula, spec 001 section 5). */
export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 0;
  return Math.min(100, Math.max(0, rate));
}

/**
 * Canadian fixed-rate mortgages compound semi-annually: the monthly rate is the rate that,
 * compounded 6 times, gives half the annual rate.
 */
export function monthlyRate(annualPercent: number): number {
  const rate = clampRate(annualPercent) / 100;
  return Math.pow(1 + rate / 2, 1 / 6) - 1;
}

/**
 * Monthly payment: loan × r / (1 − (1 + r)^−n), never below loan / n (which is also the
 * answer at 0 %).
 */
export function monthlyPayment(loan: number, annualPercent: number, years: number): number {
  const principal = Math.max(0, loan);
  const months = Math.max(1, Math.round(years * 12));
  const floor = principal / months;
  const r = monthlyRate(annualPercent);
  if (r <= 0) return floor;
  const payment = (principal * r) / (1 - Math.pow(1 + r, -months));
  return Math.max(payment, floor);
}

/** Payment per period: weekly is the monthly amount / 4, every 2 weeks / 2 (spec 001 section 9). */
export function paymentFor(monthly: number, frequency: Frequency): number {
  if (frequency === 'weekly') return monthly / 4;
  if (frequency === 'biweekly') return monthly / 2;
  return monthly;
}

export function qualifyingRate(annualPercent: number): number {
  return Math.max(clampRate(annualPercent) + stressTestBuffer, stressTestFloor);
}
