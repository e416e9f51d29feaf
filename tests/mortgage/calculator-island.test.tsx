// @vitest-environment happy-dom
import { act } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MortgageCalculator } from '@/blocks/mortgage-calculator-block/MortgageCalculator.client';
import { cmsActionEvent } from '@/lib/content/link-action';
import frMortgage from '@/locales/fr/mortgage.json';
import enMortgage from '@/locales/en/mortgage.json';
import { setupDomRoot } from '../helpers/dom-root';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const dom = setupDomRoot(() => window.history.replaceState(null, '', '/fr/calculatrice-hypothecaire'));

/** The calculator under the rules in force (null), or a pinned rule set by id. */
async function mount(locale: 'fr' | 'en', ruleSetId: string | null = null) {
  await dom.render(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ mortgage: locale === 'fr' ? frMortgage : enMortgage }}>
      <MortgageCalculator locale={locale} ruleSetId={ruleSetId} idPrefix="calc" />
    </NextIntlClientProvider>,
  );
}

async function type(id: string, value: string) {
  const input = dom.container.querySelector<HTMLInputElement>(`#calc-${id}`)!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}

const button = (name: RegExp) => [...dom.container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const text = () => (dom.container.textContent ?? '').replace(/\s/g, ' ');

/** 400 000 $ at 5.5 % over 25 years, computed by summing the discount factors. */
function expectedMonthly(loan: number, percent: number, years: number) {
  const monthly = (1 + percent / 200) ** (1 / 6) - 1;
  let sum = 0;
  for (let m = 1; m <= years * 12; m++) sum += (1 + monthly) ** -m;
  return loan / sum;
}
const money = (n: number, locale: 'fr' | 'en') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' }).format(n).replace(/\s/g, ' ');

describe('mortgage calculator island (rules in force: federal-2024-12-15)', () => {
  it('masks amounts, shows the result only after Calculate, then updates live (fr: $ after)', async () => {
    await mount('fr');
    const price = await type('price', '500000');
    expect(price.value).toBe('500 000');
    await type('down', '100000');
    expect(dom.container.querySelector('[data-testid="mortgage-result"]')).toBeNull();
    await act(async () => button(/Calculer/).click());
    expect(text()).toContain(money(expectedMonthly(400_000, 5.5, 25), 'fr'));
    expect(money(1, 'fr')).toMatch(/\$$/);
    await type('down', '200000');
    expect(text()).toContain(money(expectedMonthly(300_000, 5.5, 25), 'fr'));
    expect(window.location.search).toContain('price=500000');
    expect(window.location.search).toContain('down=200000');
  });

  it('states the minimum down payment and disables Calculate (en: $ before)', async () => {
    await mount('en');
    await type('price', '750000');
    await type('down', '30000');
    expect(text()).toContain(`The minimum down payment for this price is ${money(50_000, 'en')}.`);
    expect(money(1, 'en')).toMatch(/^\$/);
    expect(button(/^Calculate$/).disabled).toBe(true);
  });

  it('alerts when the down payment is above the price, and on a negative rate', async () => {
    await mount('en');
    await type('price', '300000');
    await type('down', '350000');
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain('Down payment too high');
    expect(button(/^Calculate$/).disabled).toBe(true);
    await type('down', '60000');
    expect(button(/^Calculate$/).disabled).toBe(false);
    await type('rate', '-1');
    expect(text()).toContain('The interest rate cannot be negative.');
    expect(button(/^Calculate$/).disabled).toBe(true);
  });

  it('opens on a shared scenario and sends it to the contact modal', async () => {
    window.history.replaceState(null, '', '/en/mortgage-calculator?type=residential&price=500000&down=25000&rate=5&years=25&freq=biweekly');
    await mount('en');
    // 5 % down: CMHC premium of 4 % on 475 000 $ is added to the loan.
    const loan = 475_000 * 1.04;
    expect(text()).toContain(money(expectedMonthly(loan, 5, 25) / 2, 'en'));
    expect(text()).toContain(money(19_000, 'en'));
    const received: unknown[] = [];
    const listener = (e: Event) => received.push((e as CustomEvent).detail);
    window.addEventListener(cmsActionEvent, listener);
    await act(async () => button(/Send this scenario/).click());
    window.removeEventListener(cmsActionEvent, listener);
    const detail = received[0] as { action_type: string; action_params: { message: string } };
    expect(detail.action_type).toBe('open_contact_modal');
    expect(detail.action_params.message).toContain('residential property at $500,000');
    expect(detail.action_params.message).toContain('price=500000');
  });
});

/*
 * Spec 001 section 5, its own table, as a site pinning the rule set 'federal-2016-02-15'
 * (the rules the spec states) sees it: residential over 1,000,000 $ needs 20 % down, and the
 * loan is the price minus the down payment (no insurance premium at 20 %). Commercial: 35 %
 * under either rule set.
 */
describe('mortgage calculator island, spec 001 table (pinned rule set federal-2016-02-15)', () => {
  it('1 200 000 $ residential: the minimum is 20 % (240 000 $), and the loan is price minus down payment', async () => {
    await mount('en', 'federal-2016-02-15');
    await type('price', '1200000');
    await type('down', '100000');
    expect(text()).toContain(`The minimum down payment for this price is ${money(240_000, 'en')}.`);
    expect(button(/^Calculate$/).disabled).toBe(true);
    await type('down', '240000');
    expect(text()).not.toContain('The minimum down payment for this price');
    await act(async () => button(/^Calculate$/).click());
    const total = dom.container.querySelector('[data-testid="mortgage-total-loan"]')!.textContent!.replace(/\s/g, ' ');
    expect(total).toBe(money(1_200_000 - 240_000, 'en'));
    expect(dom.container.querySelector('[data-testid="mortgage-premium"]')).toBeNull();
    expect(dom.container.querySelector('[data-testid="mortgage-payment"]')!.textContent!.replace(/\s/g, ' ')).toBe(
      money(expectedMonthly(960_000, 5.5, 25), 'en'),
    );
  });

  it('1 000 000 $ residential is not "above 1,000,000 $": 25 000 $ + 10 % of the excess (75 000 $)', async () => {
    await mount('en', 'federal-2016-02-15');
    await type('price', '1000000');
    await type('down', '70000');
    expect(text()).toContain(`The minimum down payment for this price is ${money(75_000, 'en')}.`);
  });

  it('the rules in force instead (federal-2024-12-15) accept 5 %/10 % tiers up to 1 499 999 $: 1 200 000 $ needs 95 000 $', async () => {
    await mount('en');
    await type('price', '1200000');
    await type('down', '90000');
    expect(text()).toContain(`The minimum down payment for this price is ${money(95_000, 'en')}.`);
  });

  it.each(['federal-2016-02-15', 'in force'])('commercial: a minimum of 35 percent of the price, chosen in the form (rule set %s)', async (name) => {
    await mount('en', name === 'in force' ? null : name);
    const commercial = dom.container.querySelector<HTMLInputElement>('input[type="radio"][value="commercial"]')!;
    await act(async () => commercial.click());
    expect(commercial.checked).toBe(true);
    await type('price', '600000');
    await type('down', '200000');
    expect(text()).toContain(`The minimum down payment for this price is ${money(210_000, 'en')}.`);
    expect(button(/^Calculate$/).disabled).toBe(true);
    await type('down', '210000');
    expect(button(/^Calculate$/).disabled).toBe(false);
  });
});
