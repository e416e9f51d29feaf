import { monthlyPayment, monthlyRate } from './payment';

export interface ScheduleYear {
  year: number;
  principal: number;
  interest: number;
  /** Balance at the end of the year. */
  balance: number;
}

/**
 * Yearly amortization schedule (monthly payments, semi-annual compounding) for the chart
 * and its table: principal and interest paid in each year and the balance left.
 */
export function amortizationSchedule(loan: number, annualPercent: number, years: number): ScheduleYear[] {
  const payment = monthlyPayment(loan, annualPercent, years);
  const r = monthlyRate(annualPercent);
  let balance = Math.max(0, loan);
  const rows: ScheduleYear[] = [];
  for (let year = 1; year <= years; year++) {
    let principal = 0;
    let interest = 0;
    for (let m = 0; m < 12 && balance > 0; m++) {
      const due = balance * r;
      const toPrincipal = Math.min(balance, payment - due);
      interest += due;
      principal += toPrincipal;
      balance -= toPrincipal;
    }
    // Float dust after the last payment is no balance.
    if (balance < 0.005) balance = 0;
    rows.push({ year, principal, interest, balance });
  }
  return rows;
}
