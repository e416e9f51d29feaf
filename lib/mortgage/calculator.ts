import { clampRate, monthlyPayment, paymentFor, qualifyingRate, type Frequency } from './payment';
import { premiumRate } from './premium';
import { federal2024, minimumDownPayment, needsInsurance, type DownPaymentRuleSet, type PropertyKind } from './rules';

export interface MortgageInput {
  kind: PropertyKind;
  price: number;
  down: number;
  /** Annual percent, e.g. 5.5. */
  rate: number;
  years: number;
  frequency: Frequency;
}

export type DownPaymentProblem = 'below-minimum' | 'above-price' | null;

export interface MortgageResult {
  minimumDown: number;
  problem: DownPaymentProblem;
  /** The rate is negative: the calculate button stays disabled. */
  negativeRate: boolean;
  /** An insured loan over 30 years under a rule set that does not insure it (before 2024-12-15). */
  amortizationNotInsurable: boolean;
  canCalculate: boolean;
  /** Price − down payment, at least 0. */
  loan: number;
  downPercent: number;
  insured: boolean;
  /** Premium rate (0.04 = 4 %), 0 without insurance, null when not insurable (over 95 %). */
  premiumRate: number | null;
  premium: number;
  /** Loan plus premium: what is financed. */
  totalLoan: number;
  monthly: number;
  /** Payment at the chosen frequency. */
  payment: number;
  totalInterest: number;
  qualifyingRate: number;
  qualifyingPayment: number;
}

export function downPaymentProblem(input: Pick<MortgageInput, 'price' | 'down' | 'kind'>, rules: DownPaymentRuleSet = federal2024): DownPaymentProblem {
  if (input.down > input.price) return 'above-price';
  if (input.down < minimumDownPayment(input.price, input.kind, rules)) return 'below-minimum';
  return null;
}

/** Everything the calculator shows, from its inputs and the rule set in force. */
export function calculateMortgage(input: MortgageInput, rules: DownPaymentRuleSet = federal2024): MortgageResult {
  const price = Math.max(0, input.price);
  const down = Math.max(0, input.down);
  const rate = clampRate(input.rate);
  const minimumDown = minimumDownPayment(price, input.kind, rules);
  const problem = downPaymentProblem({ price, down, kind: input.kind }, rules);
  const negativeRate = input.rate < 0 || Number.isNaN(input.rate);
  const loan = Math.max(0, price - down);
  const insured = needsInsurance(price, down, input.kind, rules);
  const amortizationNotInsurable = insured && input.years > 25 && !rules.insured30Years;
  const pRate = insured ? premiumRate(loan / price, input.years) : 0;
  // Premiums are charged to the cent.
  const premium = pRate ? Math.round(loan * pRate * 100) / 100 : 0;
  const totalLoan = loan + premium;
  const monthly = monthlyPayment(totalLoan, rate, input.years);
  const months = Math.round(input.years * 12);
  const qRate = qualifyingRate(rate);
  return {
    minimumDown,
    problem,
    negativeRate,
    amortizationNotInsurable,
    canCalculate: problem === null && !negativeRate && !amortizationNotInsurable,
    loan,
    downPercent: price > 0 ? (down / price) * 100 : 0,
    insured,
    premiumRate: pRate,
    premium,
    totalLoan,
    monthly,
    payment: paymentFor(monthly, input.frequency),
    totalInterest: Math.max(0, monthly * months - totalLoan),
    qualifyingRate: qRate,
    qualifyingPayment: paymentFor(monthlyPayment(totalLoan, qRate, input.years), input.frequency),
  };
}
