/**
 * CMHC mortgage loan insurance premium (homeowner, standard), as a share of the loan, by
 * loan-to-value ratio. Bands are inclusive of their upper bound: 80 % LTV pays 2.40 %.
 * A 30-year amortization adds 0.20 point (CMHC, since 15 December 2024 for first-time
 * buyers and new builds).
 */
const bands: readonly [maxLtv: number, rate: number][] = [
  [0.65, 0.006],
  [0.75, 0.017],
  [0.8, 0.024],
  [0.85, 0.028],
  [0.9, 0.031],
  [0.95, 0.04],
];

export const thirtyYearSurcharge = 0.002;

/** Premium rate for a loan-to-value ratio, or null above 95 % (not insurable). */
export function premiumRate(loanToValue: number, amortizationYears: number): number | null {
  if (!(loanToValue > 0)) return 0;
  // A tiny tolerance: 95 % computed as 380000/400000 must not fall out by a rounding error.
  const band = bands.find(([max]) => loanToValue <= max + 1e-12);
  if (!band) return null;
  return band[1] + (amortizationYears > 25 ? thirtyYearSurcharge : 0);
}
