import { expect, test } from './helpers/test';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseCsv } from '../tests/helpers/csv';
import { login } from './helpers/login';
import { waitForMail } from './helpers/mailbox';
import { formsMessages } from './helpers/messages';

/**
 * Lead journeys (spec 000 sections 4-5 and 8, spec 001 sections 2-5 and 8), in both
 * languages: the contact form's required errors, a message sent through the in-browser
 * ALTCHA proof of work and found in the editors' inbox, the property alert and the
 * valuation forms through every step, and the failure toast when the intake is down.
 */

// The intake allows 10 submissions a minute per client address. Each journey is a
// different visitor: Next keeps a client's X-Forwarded-For, whose last entry is the address.
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
});

/** A name no other run used, so the inbox check finds this very lead. */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The toast region of the site layout. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

for (const [locale, paths, m] of [
  ['fr', { contact: '/fr/contact', alert: '/fr/alerte-proprietes', valuation: '/fr/evaluation-gratuite' }, formsMessages.fr],
  ['en', { contact: '/en/contact', alert: '/en/property-alerts', valuation: '/en/free-valuation' }, formsMessages.en],
] as const) {
  /** The contact form and its send button, enabled once the captcha widget is loaded. */
  async function openContactForm(page: Page) {
    await page.goto(paths.contact);
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: m.fields.message, exact: true }) });
    const send = form.getByRole('button', { name: m.contact.send, exact: true });
    await expect(send).toBeEnabled({ timeout: 20_000 });
    return { form, send };
  }

  async function fillContactForm(form: Locator, lastname: string) {
    await form.getByRole('textbox', { name: m.fields.firstname, exact: true }).fill('Camille');
    await form.getByRole('textbox', { name: m.fields.lastname, exact: true }).fill(lastname);
    await form.getByRole('textbox', { name: m.fields.email, exact: true }).fill('camille.e2e@example.com');
    await form.getByRole('textbox', { name: new RegExp(`^${m.fields.phone}`) }).pressSequentially('5145550199');
    await expect(form.getByRole('textbox', { name: new RegExp(`^${m.fields.phone}`) })).toHaveValue('(514) 555-0199');
    await form.getByRole('textbox', { name: m.fields.message, exact: true }).fill('Bonjour, je voudrais visiter une propriété à Laval.');
  }

  test.describe(`contact form (${locale})`, () => {
    test('empty required fields each show their error, tied to the input', async ({ page }) => {
      const { form, send } = await openContactForm(page);
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && request.url().includes('/contact') && posts.push(request.url()));
      await send.click();
      for (const [label, text] of [
        [m.fields.firstname, m.errors['firstname-required']],
        [m.fields.lastname, m.errors['lastname-required']],
        [m.fields.email, m.errors['email-required']],
        [m.fields.message, m.errors['message-required']],
      ] as const) {
        const input = form.getByRole('textbox', { name: label, exact: true });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(text);
      }
      await expect(form.getByRole('textbox', { name: m.fields.firstname, exact: true })).toBeFocused();
      // An invalid email is its own error; nothing was sent.
      await form.getByRole('textbox', { name: m.fields.email, exact: true }).fill('camille@');
      await send.click();
      await expect(form.getByRole('textbox', { name: m.fields.email, exact: true })).toHaveAccessibleDescription(m.errors['email-invalid']);
      expect(posts).toEqual([]);
    });

    test('a message is sent after the proof of work and reaches the editors inbox', async ({ page }) => {
      const lastname = uniqueName('Contact');
      const { form, send } = await openContactForm(page);
      await fillContactForm(form, lastname);
      await form.getByRole('checkbox').first().check();
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/swc\/[^/]+\/contact$/.test(r.url()));
      await send.click();
      const response = await posted;
      expect(response.status()).toBe(200);
      // The captcha token went with it.
      expect(JSON.parse(response.request().postData() ?? '{}').recaptcha_response).toMatch(/^[A-Za-z0-9+/=]{40,}$/);

      await expect(toasts(page)).toContainText(m.submit['success-title']);
      await expect(toasts(page)).toContainText(m.submit['success-message']);
      await expect(form.getByRole('status')).toHaveText(m.contact['status-sent']);
      // The message and consents are cleared; the name stays for the next message.
      await expect(form.getByRole('textbox', { name: m.fields.message, exact: true })).toHaveValue('');
      await expect(form.getByRole('textbox', { name: m.fields.lastname, exact: true })).toHaveValue(lastname);
      // Every consent box is unticked again (the test ticked the first one above).
      const consents = form.getByRole('checkbox');
      expect(await consents.count()).toBeGreaterThan(0);
      for (const box of await consents.all()) await expect(box).not.toBeChecked();

      // The outbox delivered it by e-mail, the visitor as the address to reply to.
      const mail = await waitForMail('', (sent) => sent.text.includes(`Camille ${lastname}`));
      expect(mail.headers['reply-to']).toContain('camille.e2e@example.com');
      expect(mail.text).toContain('Bonjour, je voudrais visiter une propriété à Laval.');

      await login(page);
      await page.goto('/qa/leads');
      await expect(page.getByRole('row').filter({ hasText: `Camille ${lastname}` })).toBeVisible();

      // The inbox's export link: the lead is a row of the CSV, each field in its column.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: /^(Export CSV|Exporter en CSV)$/ }).click();
      const file = await (await download).path();
      const [header, ...rows] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
      const lead = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]]))).find((r) => r.last_name === lastname);
      expect(lead).toMatchObject({
        form_type: 'contact_form',
        locale,
        first_name: 'Camille',
        full_name: `Camille ${lastname}`,
        email: 'camille.e2e@example.com',
        phone: '(514) 555-0199',
        message: 'Bonjour, je voudrais visiter une propriété à Laval.',
        consent_transaction: 'true',
      });
    });

    test('a failing server shows the failure toast and keeps the message', async ({ page }) => {
      await page.route('**/api/swc/*/contact', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'unavailable' }) })
          : route.fallback(),
      );
      const { form, send } = await openContactForm(page);
      await fillContactForm(form, 'Indisponible');
      await send.click();
      await expect(toasts(page)).toContainText(m.submit['failed-title']);
      await expect(toasts(page)).toContainText(m.submit['failed-generic']);
      await expect(form.getByRole('status')).toHaveText(m.contact['status-failed']);
      await expect(form.getByRole('textbox', { name: m.fields.message, exact: true })).not.toHaveValue('');
      // The visitor can try again.
      await expect(send).toBeEnabled();
    });
  });

  /** A multi-step form: its intro, start button, step title, next/submit, error list. */
  function multiStep(page: Page) {
    const next = page.getByRole('button', { name: m['multi-step'].next, exact: true });
    const submit = page.getByRole('button', { name: m['multi-step'].submit, exact: true });
    const errors = page.getByRole('alert').filter({ hasText: m['multi-step']['errors-title'] });
    return {
      next,
      submit,
      errors,
      async start() {
        const start = page.getByRole('button', { name: m['multi-step'].start, exact: true });
        // Enabled once the municipalities and the captcha are loaded.
        await expect(start).toBeEnabled({ timeout: 20_000 });
        await start.click();
      },
      async atStep(step: number, total: number, title: string) {
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', String(total));
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeFocused();
        // "Étape n sur N" / "Step n of N" in the polite live region.
        const progress = m['multi-step']['step-of'].replace('{current}', String(step)).replace('{total}', String(total));
        await expect(page.locator('[aria-live="polite"]').filter({ hasText: progress })).toHaveCount(1);
      },
      /**
       * Next with the step's required fields empty: each one listed with its label (a link
       * to the input) and its error text, focus on the first one, and the step stays.
       */
      async expectRequired(fields: [label: string, error?: string][], step: number) {
        await next.click();
        await expect(errors).toBeVisible();
        // Focus is on the first invalid field (its input, or a control inside its group).
        const firstId = ((await errors.getByRole('link').first().getAttribute('href')) ?? '#').slice(1);
        await expect
          .poll(() => page.evaluate((id) => {
            const field = document.getElementById(id);
            return Boolean(field && document.activeElement && field.contains(document.activeElement));
          }, firstId))
          .toBe(true);
        for (const [label, error = m.errors['required-field']] of fields) {
          const entry = errors.getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) });
          // French puts a space before the colon, English does not.
          await expect(entry).toHaveText(locale === 'fr' ? `${label} : ${error}` : `${label}: ${error}`);
        }
        await expect(errors.getByRole('listitem')).toHaveCount(fields.length);
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
      },
    };
  }

  const contactStepErrors: [string, string][] = [
    [m.fields.firstname, m.errors['firstname-required']],
    [m.fields.lastname, m.errors['lastname-required']],
    [m.fields.phone, m.errors['required-field']],
    [m.fields.email, m.errors['email-required']],
  ];

  async function fillContactStep(page: Page, lastname: string) {
    await page.getByRole('textbox', { name: m.fields.firstname, exact: true }).fill('Alexis');
    await page.getByRole('textbox', { name: m.fields.lastname, exact: true }).fill(lastname);
    await page.getByRole('radio', { name: m.options.communication_method.phone }).check();
    await page.getByRole('textbox', { name: m.fields.phone, exact: true }).pressSequentially('4185550142');
    await page.getByRole('textbox', { name: m.fields.email, exact: true }).fill('alexis.e2e@example.com');
  }

  async function fillAddressStep(page: Page, flow: ReturnType<typeof multiStep>) {
    // Submit waits for the address, postal code and city.
    await expect(flow.submit).toBeDisabled();
    await page.getByRole('textbox', { name: m.fields.address, exact: true }).fill('1200, rue Principale');
    await page.getByRole('textbox', { name: m.fields.postal_code, exact: true }).pressSequentially('h7n1a1');
    await expect(page.getByRole('textbox', { name: m.fields.postal_code, exact: true })).toHaveValue('H7N 1A1');
    await page.getByRole('textbox', { name: m.fields.city, exact: true }).fill('Laval');
    await page.getByRole('checkbox').first().check();
    await expect(flow.submit).toBeEnabled();
  }

  test(`the property alert goes through its six steps to the success message (${locale})`, async ({ page }) => {
    const flow = multiStep(page);
    const steps = m.alert.steps;
    await page.goto(paths.alert);
    await flow.start();

    await flow.atStep(1, 6, steps['1']);
    await flow.expectRequired([[m.fields.municipalities]], 1);
    // Previous on step 1 goes back to the intro, on its start button.
    await page.getByRole('button', { name: m['multi-step'].previous, exact: true }).click();
    await expect(page.getByRole('button', { name: m['multi-step'].start, exact: true })).toBeFocused();
    await flow.start();
    await flow.atStep(1, 6, steps['1']);
    await page.getByRole('searchbox', { name: m.municipalities.search }).fill('laval');
    await page.getByRole('checkbox', { name: 'Laval', exact: true }).check();
    await page.getByRole('searchbox', { name: m.municipalities.search }).fill('levis');
    await page.getByRole('checkbox', { name: 'Lévis', exact: true }).check();
    await expect(page.getByText(locale === 'fr' ? '2 municipalités sélectionnées' : '2 municipalities selected')).toBeVisible();
    await flow.next.click();

    await flow.atStep(2, 6, steps['2']);
    await flow.expectRequired([[m.fields.moving_date], [m.fields.current_situation]], 2);
    await page.getByRole('combobox', { name: m.fields.moving_date, exact: true }).selectOption({ label: m.options.moving_date['60-120-days'] });
    await page.getByRole('combobox', { name: m.fields.current_situation, exact: true }).selectOption({ label: m.options.current_situation.tenant });
    await flow.next.click();

    await flow.atStep(3, 6, steps['3']);
    // The budget is optional: raise the minimum with the keyboard.
    await page.getByRole('slider', { name: m.budget.min }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('slider', { name: m.budget.min })).toHaveAttribute('aria-valuetext', /25/);
    await flow.next.click();

    await flow.atStep(4, 6, steps['4']);
    await flow.expectRequired([[m.fields.bedrooms], [m.fields.bathrooms]], 4);
    await page.getByRole('radio', { name: m.options.property_type.condo }).check();
    await page.getByRole('textbox', { name: m.fields.bedrooms, exact: true }).fill('3');
    await page.getByRole('textbox', { name: m.fields.bathrooms, exact: true }).fill('1');
    await flow.next.click();

    await flow.atStep(5, 6, steps['5']);
    await flow.expectRequired(contactStepErrors, 5);
    const lastname = uniqueName('Alerte');
    await fillContactStep(page, lastname);
    await flow.next.click();

    await flow.atStep(6, 6, steps['6']);
    await fillAddressStep(page, flow);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/swc\/[^/]+\/contact$/.test(r.url()));
    await flow.submit.click();
    expect((await posted).status()).toBe(200);
    const body = JSON.parse((await posted).request().postData() ?? '{}');
    expect(body).toMatchObject({ form_type: 'property_alert', municipality: '65005,25213', budget_min: 25000, nb_bedrooms: 3, property_type: 'condo' });
    expect(body).not.toHaveProperty('budget_max');

    await expect(page.getByRole('heading', { name: m.alert['success-title'] })).toBeFocused();
    await expect(page.getByText(m.alert['success-message'])).toBeVisible();

    await login(page);
    await page.goto('/qa/leads');
    await expect(page.getByRole('row').filter({ hasText: `Alexis ${lastname}` })).toBeVisible();
  });

  test(`the valuation request goes through its seven steps to the success message (${locale})`, async ({ page }) => {
    const flow = multiStep(page);
    const steps = m.valuation.steps;
    await page.goto(paths.valuation);
    await flow.start();

    await flow.atStep(1, 7, steps['1']);
    await flow.expectRequired([[m.fields.municipality]], 1);
    await page.getByRole('combobox', { name: m.fields.municipality, exact: true }).selectOption({ label: 'Laval' });
    await flow.next.click();

    await flow.atStep(2, 7, steps['2']);
    await flow.expectRequired([[m.fields.property_type], [m.fields.construction_year], [m.fields.bedrooms], [m.fields.bathrooms], [m.fields.parking], [m.fields.garage]], 2);
    await page.getByRole('combobox', { name: m.fields.property_type, exact: true }).selectOption({ label: m.options.property_type.maison });
    await page.getByRole('textbox', { name: m.fields.construction_year, exact: true }).pressSequentially('19875');
    await expect(page.getByRole('textbox', { name: m.fields.construction_year, exact: true })).toHaveValue('1987');
    await page.getByRole('textbox', { name: m.fields.bedrooms, exact: true }).fill('4');
    await page.getByRole('textbox', { name: m.fields.bathrooms, exact: true }).fill('2');
    await page.getByRole('textbox', { name: m.fields.parking, exact: true }).fill('2');
    // 0 is an answer (no garage), not a missing value.
    await page.getByRole('textbox', { name: m.fields.garage, exact: true }).fill('0');
    await flow.next.click();

    await flow.atStep(3, 7, steps['3']);
    await flow.expectRequired([[m.fields.livable_surface_area], [m.fields.lot_surface_area]], 3);
    await page.getByRole('radio', { name: m.options.measurement_system.metric }).check();
    await page.getByRole('textbox', { name: m.fields.livable_surface_area, exact: true }).fill('145');
    await page.getByRole('textbox', { name: m.fields.lot_surface_area, exact: true }).fill('520');
    await flow.next.click();

    await flow.atStep(4, 7, steps['4']);
    await page.getByRole('group', { name: m.fields.report }).getByRole('radio', { name: m.options.yes }).check();
    await flow.next.click();

    await flow.atStep(5, 7, steps['5']);
    await page.getByRole('textbox', { name: m.fields.selling_motivation, exact: true }).fill('Nous déménageons à Québec.');
    // Previous keeps what was entered.
    await page.getByRole('button', { name: m['multi-step'].previous, exact: true }).click();
    await flow.atStep(4, 7, steps['4']);
    await expect(page.getByRole('group', { name: m.fields.report }).getByRole('radio', { name: m.options.yes })).toBeChecked();
    await flow.next.click();
    await flow.atStep(5, 7, steps['5']);
    await expect(page.getByRole('textbox', { name: m.fields.selling_motivation, exact: true })).toHaveValue('Nous déménageons à Québec.');
    await flow.next.click();

    await flow.atStep(6, 7, steps['6']);
    await flow.expectRequired(contactStepErrors, 6);
    const lastname = uniqueName('Evaluation');
    await fillContactStep(page, lastname);
    await flow.next.click();

    await flow.atStep(7, 7, steps['7']);
    await fillAddressStep(page, flow);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/swc\/[^/]+\/contact$/.test(r.url()));
    await flow.submit.click();
    expect((await posted).status()).toBe(200);
    const body = JSON.parse((await posted).request().postData() ?? '{}');
    expect(body).toMatchObject({ form_type: 'property_valuation', municipality: '65005', year_of_construction: 1987, nb_garage: 0, evaluation_report: true });
    expect(body.living_area).toMatch(/^145 m²$/);

    await expect(page.getByRole('heading', { name: m.valuation['success-title'] })).toBeFocused();
    await expect(page.getByText(m.valuation['success-message'])).toBeVisible();

    await login(page);
    await page.goto('/qa/leads');
    await expect(page.getByRole('row').filter({ hasText: `Alexis ${lastname}` })).toBeVisible();
  });

  test(`a failing server shows the submit failure on the last step of the alert (${locale})`, async ({ page }) => {
    await page.route('**/api/swc/*/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'unavailable' }) })
        : route.fallback(),
    );
    const flow = multiStep(page);
    await page.goto(paths.alert);
    await flow.start();
    await page.getByRole('searchbox', { name: m.municipalities.search }).fill('laval');
    await page.getByRole('checkbox', { name: 'Laval', exact: true }).check();
    await flow.next.click();
    await page.getByRole('combobox', { name: m.fields.moving_date, exact: true }).selectOption({ label: m.options.moving_date['0-60-days'] });
    await page.getByRole('combobox', { name: m.fields.current_situation, exact: true }).selectOption({ label: m.options.current_situation.owner });
    await flow.next.click();
    await flow.next.click();
    await page.getByRole('textbox', { name: m.fields.bedrooms, exact: true }).fill('2');
    await page.getByRole('textbox', { name: m.fields.bathrooms, exact: true }).fill('1');
    await flow.next.click();
    await fillContactStep(page, 'Indisponible');
    await flow.next.click();
    await fillAddressStep(page, flow);
    await flow.submit.click();
    await expect(flow.errors).toContainText(m.submit['failed-title']);
    await expect(flow.errors).toContainText(m.submit['failed-generic']);
    await expect(flow.errors).toBeFocused();
    // The form is usable again for another try.
    await expect(flow.submit).toBeEnabled();
    await expect(page.getByRole('textbox', { name: m.fields.city, exact: true })).toHaveValue('Laval');
  });
}
