import { expect, test } from './helpers/test';
import { expectLeadInInbox, sendContactModal, uniqueName } from './helpers/inbox';
import { mortgageMessages, trustMessages } from './helpers/messages';

/**
 * Mortgage calculator and trust blocks (spec 001 sections 2-5 and 9), in both languages:
 * exact figures after Calculate, the minimum-down message, the too-high alert, the scenario
 * sent to a broker; on the "Why choose us" page a carousel by keyboard, Show more, the
 * testimonial modal and the Q&A disclosure.
 */
/** Monthly payment by summing the discount factors (semi-annual compounding), not the app's formula. */
function monthly(loan: number, percent: number, years: number): number {
  const rate = (1 + percent / 200) ** (1 / 6) - 1;
  let sum = 0;
  for (let m = 1; m <= years * 12; m++) sum += (1 + rate) ** -m;
  return loan / sum;
}

const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

for (const locale of ['fr', 'en'] as const) {
  const m = mortgageMessages[locale];
  const t = trustMessages[locale];
  const iso = locale === 'fr' ? 'fr-CA' : 'en-CA';
  const money = (n: number) => normalise(new Intl.NumberFormat(iso, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' }).format(n));
  const paths = locale === 'fr' ? { calc: '/fr/calculatrice-hypothecaire', why: '/fr/pourquoi-nous-choisir' } : { calc: '/en/mortgage-calculator', why: '/en/why-choose-us' };

  test(`${locale}: calculator figures, minimum down, too-high alert, scenario to a broker`, async ({ page }) => {
    test.setTimeout(90_000);
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
    await page.goto(paths.calc);
    const form = page.getByRole('form', { name: m['form-label'] });
    await form.getByLabel(m.price, { exact: true }).fill('500000');
    await expect(form.getByLabel(m.price, { exact: true })).toHaveValue('500 000');
    await form.getByLabel(m['down-payment'], { exact: true }).fill('50000');
    await form.getByLabel(m.rate, { exact: true }).fill('5');
    const result = page.getByTestId('mortgage-result');
    await expect(result).toHaveCount(0);
    await form.getByRole('button', { name: m.calculate }).click();

    // 10 % down: a CMHC premium of 3.10 % on 450 000 $ (13 950 $) is added to the loan.
    const financed = 450_000 * 1.031;
    await expect(page.getByTestId('mortgage-premium')).toBeVisible();
    expect(normalise(await page.getByTestId('mortgage-premium').innerText())).toBe(money(13_950));
    expect(normalise(await page.getByTestId('mortgage-payment').innerText())).toBe(money(monthly(financed, 5, 25)));
    expect(normalise(await page.getByTestId('mortgage-qualifying').innerText())).toBe(money(monthly(financed, 7, 25)));
    // Then live, and the scenario is in the address.
    await form.getByLabel(m.frequency).selectOption('weekly');
    await expect.poll(async () => normalise(await page.getByTestId('mortgage-payment').innerText())).toBe(money(monthly(financed, 5, 25) / 4));
    await expect(page).toHaveURL(/price=500000&down=50000&rate=5&years=25&freq=weekly/);

    // The minimum down payment for 500 000 $ is 25 000 $.
    await form.getByLabel(m['down-payment'], { exact: true }).fill('20000');
    await expect(form.getByText(normalise(m['minimum-down'].replace('{amount}', money(25_000))))).toBeVisible();
    await expect(form.getByRole('button', { name: m.calculate })).toBeDisabled();
    await expect(result).toHaveCount(0);

    await form.getByLabel(m['down-payment'], { exact: true }).fill('600000');
    await expect(page.getByRole('alert').filter({ hasText: m['too-high-title'] })).toBeVisible();
    await expect(form.getByRole('button', { name: m.calculate })).toBeDisabled();

    // Back to a valid scenario, then to a broker: the contact modal opens with the scenario.
    await form.getByLabel(m['down-payment'], { exact: true }).fill('100000');
    await page.getByRole('button', { name: m['send-to-broker'] }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').last()).toHaveValue(/price=500000&down=100000/);

    // Sent as it is, the scenario reaches the inbox as the message of a lead to the site.
    const lastname = uniqueName('Scenario');
    await sendContactModal(page, dialog, locale, lastname);
    await expectLeadInInbox(page, { name: `Camille ${lastname}`, recipient: 'site', messagePart: 'price=500000&down=100000' });
  });

  test(`${locale}: why-us page, carousel by keyboard, Show more, testimonial modal, Q&A`, async ({ page }) => {
    // Eight blocks and four journeys in one visit: more than the default budget on a busy machine.
    test.setTimeout(60_000);
    await page.goto(paths.why);

    // Google reviews: no autoplay; ArrowRight on the focused carousel moves to review 2.
    const google = page.locator('[data-block-type="testimonials_google_block"]');
    const carousel = google.locator('[aria-roledescription="carousel"]');
    const dot = (n: number) => google.getByRole('button', { name: t['go-to'].replace('{index}', String(n)) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dot(6)).toHaveAttribute('aria-current', 'true');
    await dot(3).focus();
    await page.keyboard.press('Enter');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    // Testimonial list: 3 shown, Show more reveals the other 3 once.
    const list = page.locator('[data-block-type="testimonials_list_block"]');
    await expect(list.locator('figure')).toHaveCount(3);
    await list.getByRole('button', { name: t['show-more'].replace('{count}', '3') }).click();
    await expect(list.locator('figure')).toHaveCount(6);
    await expect(list.getByRole('button', { name: /\(\d+\)/ })).toHaveCount(0);

    // Card slider: the long first quote opens the modal; closed by its button, then by a click outside.
    const cards = page.locator('[data-block-type="testimonials_slider_block"]');
    const readMore = cards.getByRole('button', { name: new RegExp(`^${t['read-more']}.*Marie-Claude Gagnon`) });
    await readMore.click();
    const modal = page.getByRole('dialog', { name: t['modal-title'].replace('{name}', 'Marie-Claude Gagnon') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(locale === 'fr' ? 'Nous la recommandons sans hésiter.' : 'We recommend her without hesitation.');
    await modal.getByRole('button', { name: t.close }).click();
    await expect(modal).toBeHidden();
    await expect(readMore).toBeFocused();
    await readMore.click();
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();

    // Q&A: Enter opens a question; ArrowDown moves to the next.
    const qa = page.locator('[data-block-type="qa_block"]');
    const first = qa.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(qa.getByRole('button').nth(1)).toBeFocused();
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toContainEqual(expect.stringContaining('"FAQPage"'));
  });
}
