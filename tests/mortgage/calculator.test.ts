import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  calculateMortgage,
  federal2016,
  federal2024,
  maskAmount,
  minimumDownPayment,
  parseAmount,
  premiumRate,
  resolveRuleSet,
  ruleSetOn,
  scenarioFromQuery,
  scenarioToQuery,
  type MortgageInput,
} from '@/lib/mortgage';

/**
 * Expected values are computed here from the rules, not with the library's formulas: the
 * monthly payment as the loan divided by the sum of the discount factors of each month,
 * with the monthly rate taken from the effective annual rate (1 + R/2)^2.
 */
function expectedMonthly(loan: number, annualPercent: number, years: number): number {
  const rate = Math.max(0, annualPercent) / 100;
  const effectiveAnnual = (1 + rate / 2) ** 2;
  const monthly = effectiveAnnual ** (1 / 12) - 1;
  let discounts = 0;
  for (let m = 1; m <= years * 12; m++) discounts += 1 / (1 + monthly) ** m;
  return loan / discounts;
}

const base: MortgageInput = { kind: 'residential', price: 500_000, down: 100_000, rate: 5.5, years: 25, frequency: 'monthly' };

describe('minimum down payment (rules in force: federal-2024-12-15; spec 001 table: federal-2016-02-15)', () => {
  const cases: [string, number, 'residential' | 'commercial', number, number][] = [
    // label, price, kind, 2024 rules, 2016 rules (spec table)
    ['400 000 $: 5 %', 400_000, 'residential', 20_000, 20_000],
    ['500 000 $: 5 %', 500_000, 'residential', 25_000, 25_000],
    ['750 000 $: 25 000 + 10 % of 250 000', 750_000, 'residential', 50_000, 50_000],
    ['1 000 000 $: 25 000 + 10 % of 500 000 in both', 1_000_000, 'residential', 75_000, 75_000],
    ['1 000 001 $: 20 % under the 2016 rules', 1_000_001, 'residential', 75_000.1, 200_000.2],
    ['1 200 000 $: tiers since 2024, 20 % before', 1_200_000, 'residential', 95_000, 240_000],
    ['1 499 999 $: last insurable price since 2024', 1_499_999, 'residential', 124_999.9, 299_999.8],
    ['1 500 000 $: 20 %', 1_500_000, 'residential', 300_000, 300_000],
    ['commercial 600 000 $: 35 %', 600_000, 'commercial', 210_000, 210_000],
    ['price 0', 0, 'residential', 0, 0],
  ];
  it.each(cases)('%s', (_label, price, kind, rules2024, rules2016) => {
    expect(minimumDownPayment(price, kind, federal2024)).toBeCloseTo(rules2024, 2);
    expect(minimumDownPayment(price, kind, federal2016)).toBeCloseTo(rules2016, 2);
  });

  it('applies the rule set in force on a date, and a pinned one by id', () => {
    expect(ruleSetOn('2024-12-14').id).toBe('federal-2016-02-15');
    expect(ruleSetOn('2024-12-15').id).toBe('federal-2024-12-15');
    expect(resolveRuleSet(null, new Date('2026-01-01')).id).toBe('federal-2024-12-15');
    expect(resolveRuleSet('federal-2016-02-15', new Date('2026-01-01')).id).toBe('federal-2016-02-15');
  });

  it('flags a down payment below the minimum or above the price', () => {
    expect(calculateMortgage({ ...base, down: 24_999 }).problem).toBe('below-minimum');
    expect(calculateMortgage({ ...base, down: 25_000 }).problem).toBeNull();
    expect(calculateMortgage({ ...base, down: 500_001 }).problem).toBe('above-price');
    expect(calculateMortgage({ ...base, down: 500_001 }).canCalculate).toBe(false);
    // 1 200 000 $ with 100 000 $ down: enough since 2024, not before.
    const scenario = { ...base, price: 1_200_000, down: 100_000 };
    expect(calculateMortgage(scenario, federal2024).problem).toBeNull();
    expect(calculateMortgage(scenario, federal2016).problem).toBe('below-minimum');
  });
});

describe('CMHC premium', () => {
  it.each([
    [0.6, 25, 0.006],
    [0.65, 25, 0.006],
    [0.7, 25, 0.017],
    [0.8, 25, 0.024],
    [0.85, 25, 0.028],
    [0.9, 25, 0.031],
    [0.95, 25, 0.04],
    [0.95, 30, 0.042],
    [0.9, 30, 0.033],
  ])('LTV %f over %i years: %f', (ltv, years, rate) => {
    expect(premiumRate(ltv, years)).toBeCloseTo(rate, 6);
  });
  it('is not insurable above 95 %', () => expect(premiumRate(0.96, 25)).toBeNull());

  it.each([
    // down, years, premium (loan × band)
    [25_000, 25, 475_000 * 0.04],
    [50_000, 25, 450_000 * 0.031],
    [75_000, 25, 425_000 * 0.028],
    [25_000, 30, 475_000 * 0.042],
    [100_000, 25, 0],
  ])('500 000 $ with %i $ down over %i years: premium %f added to the loan', (down, years, premium) => {
    const result = calculateMortgage({ ...base, down, years });
    expect(result.premium).toBeCloseTo(premium, 2);
    expect(result.totalLoan).toBeCloseTo(500_000 - down + premium, 2);
    expect(result.insured).toBe(premium > 0);
  });

  it('insures 30 years since 2024 only; before, an insured loan stops at 25 years', () => {
    const scenario = { ...base, down: 50_000, years: 30 };
    expect(calculateMortgage(scenario, federal2024).canCalculate).toBe(true);
    expect(calculateMortgage(scenario, federal2016).amortizationNotInsurable).toBe(true);
    expect(calculateMortgage(scenario, federal2016).canCalculate).toBe(false);
    // With 20 % down nothing is insured: 30 years is fine under both.
    expect(calculateMortgage({ ...scenario, down: 100_000 }, federal2016).canCalculate).toBe(true);
  });

  it('insures up to 1 499 999 $ since 2024, not above 1 000 000 $ before', () => {
    const scenario = { ...base, price: 1_200_000, down: 240_000 };
    expect(calculateMortgage({ ...scenario, down: 120_000 }, federal2024).premium).toBeCloseTo(1_080_000 * 0.031, 2);
    expect(calculateMortgage(scenario, federal2016).premium).toBe(0);
  });
});

describe('payment', () => {
  it('100 000 $ at 6 % over 25 years: 639.81 $ a month (the Canadian reference figure)', () => {
    const r = calculateMortgage({ ...base, price: 125_000, down: 25_000, rate: 6 });
    expect(r.loan).toBe(100_000);
    expect(r.monthly).toBeCloseTo(639.81, 2);
  });

  it.each([
    [400_000, 5.5, 25],
    [400_000, 4.79, 20],
    [250_000, 7.25, 15],
    [900_000, 3.99, 10],
    [60_000, 12, 5],
  ])('%i $ at %f %% over %i years', (loan, rate, years) => {
    const r = calculateMortgage({ ...base, price: loan * 2, down: loan, rate, years });
    expect(r.monthly).toBeCloseTo(expectedMonthly(loan, rate, years), 6);
  });

  it.each([
    ['monthly', 1],
    ['biweekly', 2],
    ['weekly', 4],
  ] as const)('%s is the monthly amount divided by %i', (frequency, divisor) => {
    const r = calculateMortgage({ ...base, frequency });
    expect(r.payment).toBeCloseTo(expectedMonthly(400_000, 5.5, 25) / divisor, 6);
  });

  it('at 0 % the payment is the loan over the months (the floor)', () => {
    const r = calculateMortgage({ ...base, rate: 0 });
    expect(r.monthly).toBeCloseTo(400_000 / 300, 6);
    expect(r.totalInterest).toBeCloseTo(0, 6);
  });

  it('a negative rate counts as 0 and disables the calculation', () => {
    const r = calculateMortgage({ ...base, rate: -3 });
    expect(r.monthly).toBeCloseTo(400_000 / 300, 6);
    expect(r.negativeRate).toBe(true);
    expect(r.canCalculate).toBe(false);
  });

  it('a rate above 100 % is clamped to 100 %', () => {
    expect(calculateMortgage({ ...base, rate: 250 }).monthly).toBeCloseTo(expectedMonthly(400_000, 100, 25), 6);
  });

  it('the loan is never below 0', () => {
    const r = calculateMortgage({ ...base, down: 600_000 });
    expect(r.loan).toBe(0);
    expect(r.monthly).toBe(0);
  });

  it('qualifies at the greater of rate + 2 and 5.25 %', () => {
    const high = calculateMortgage(base);
    expect(high.qualifyingRate).toBe(7.5);
    expect(high.qualifyingPayment).toBeCloseTo(expectedMonthly(400_000, 7.5, 25), 6);
    const low = calculateMortgage({ ...base, rate: 2.5, frequency: 'biweekly' });
    expect(low.qualifyingRate).toBe(5.25);
    expect(low.qualifyingPayment).toBeCloseTo(expectedMonthly(400_000, 5.25, 25) / 2, 6);
  });
});

describe('amortization schedule', () => {
  it('pays the loan off: principal sums to the loan, the balance ends at 0', () => {
    const rows = amortizationSchedule(300_000, 5.5, 25);
    expect(rows).toHaveLength(25);
    expect(rows.reduce((s, r) => s + r.principal, 0)).toBeCloseTo(300_000, 2);
    expect(rows.at(-1)?.balance).toBe(0);
    const payment = expectedMonthly(300_000, 5.5, 25);
    expect(rows.reduce((s, r) => s + r.principal + r.interest, 0)).toBeCloseTo(payment * 300, 2);
  });

  it('first-year interest is the interest on the declining balance', () => {
    const payment = expectedMonthly(300_000, 5.5, 25);
    const r = (1 + 0.0275) ** (1 / 6) - 1;
    let balance = 300_000;
    let interest = 0;
    for (let m = 0; m < 12; m++) {
      interest += balance * r;
      balance -= payment - balance * r;
    }
    const first = amortizationSchedule(300_000, 5.5, 25)[0]!;
    expect(first.interest).toBeCloseTo(interest, 4);
    expect(first.balance).toBeCloseTo(balance, 4);
  });
});

describe('inputs and the shared scenario', () => {
  it('parses space-grouped integers, empty meaning 0', () => {
    expect(parseAmount('450 000')).toBe(450_000);
    expect(parseAmount('1\u00a0250\u202f000')).toBe(1_250_000);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('12,5')).toBe(125);
  });
  it('masks with space grouping', () => {
    expect(maskAmount(1_234_567)).toBe('1 234 567');
    expect(maskAmount('45000')).toBe('45 000');
    expect(maskAmount('')).toBe('');
  });
  it('round-trips a scenario through the query string, defaults for what is invalid', () => {
    const scenario = { kind: 'commercial' as const, price: 850_000, down: 300_000, rate: 6.25, years: 20, frequency: 'weekly' as const };
    expect(scenarioFromQuery(scenarioToQuery(scenario, 'utm=x'))).toEqual(scenario);
    expect(scenarioFromQuery('price=400000&years=7&freq=daily&rate=abc')).toEqual({
      kind: 'residential', price: 400_000, down: 0, rate: 5.5, years: 25, frequency: 'monthly',
    });
    expect(scenarioFromQuery('utm=x')).toBeNull();
  });
});
