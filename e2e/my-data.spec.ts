import type { Page } from '@playwright/test';
import { login } from './helpers/login';
import { linksIn, waitForMail } from './helpers/mailbox';
import { formsMessages } from './helpers/messages';
import { expect, test } from './helpers/test';

/**
 * "My data", the whole journey in each language with the local SMTP sink: a visitor sends a
 * lead from the contact page, opens "My data" from the footer, asks for the link (captcha
 * solved in the browser), follows the e-mailed link, sees the lead and downloads it (JSON,
 * CSV), asks for erasure (a POST), the site admin anonymises the lead in /qa/erasure, the
 * visitor is told by e-mail and the page no longer shows the lead.
 */

const texts = {
  fr: {
    contact: '/fr/contact',
    footerLink: 'Mes données',
    page: '/fr/mes-donnees',
    title: 'Mes données',
    email: 'Courriel',
    submit: 'Recevoir le lien',
    sent: 'Si cette adresse est valide, un lien vient d’y être envoyé. Il est valide 24 heures.',
    linkSubject: /^Vos données sur /,
    linkPath: '/fr/mes-donnees?t=',
    viewTitle: /^Vos données sur /,
    leads: 'Demandes envoyées',
    nothing: 'Aucun renseignement.',
    json: 'Télécharger (JSON)',
    csv: 'Télécharger (CSV)',
    confirm: 'Je confirme vouloir supprimer mes données',
    erase: 'Demander la suppression',
    receipt: 'Votre demande de suppression est enregistrée : aucune alerte à supprimer, 1 demande transmise à la personne responsable.',
    qa: '/qa/erasure?lang=fr',
    qaTitle: 'Demandes de suppression',
    deadline: 'dans 30 jours',
    anonymise: 'Anonymiser',
    anonymised: /^Anonymisée le /,
    doneSubject: 'Votre demande de suppression est traitée',
    doneText: '1 demande anonymisée',
    invalidTitle: 'Ce lien n’est pas valide',
  },
  en: {
    contact: '/en/contact',
    footerLink: 'My data',
    page: '/en/my-data',
    title: 'My data',
    email: 'E-mail',
    submit: 'Send me the link',
    sent: 'If this address is valid, a link has just been sent to it. It is valid for 24 hours.',
    linkSubject: /^Your data on /,
    linkPath: '/en/my-data?t=',
    viewTitle: /^Your data on /,
    leads: 'Requests you sent',
    nothing: 'Nothing held.',
    json: 'Download (JSON)',
    csv: 'Download (CSV)',
    confirm: 'I confirm I want my data erased',
    erase: 'Ask for erasure',
    receipt: 'Your erasure request is recorded: no alert to erase, 1 request sent to the person in charge.',
    qa: '/qa/erasure?lang=en',
    qaTitle: 'Erasure requests',
    deadline: 'in 30 days',
    anonymise: 'Anonymise',
    anonymised: /^Anonymised on /,
    doneSubject: 'Your erasure request is done',
    doneText: '1 request anonymised',
    invalidTitle: 'This link is not valid',
  },
} as const;

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Sends one contact message from `email` through the contact page (its captcha solved in the browser). */
async function sendLead(page: Page, locale: 'fr' | 'en', email: string, message: string) {
  const m = formsMessages[locale];
  await page.goto(texts[locale].contact);
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: m.fields.message, exact: true }) });
  const send = form.getByRole('button', { name: m.contact.send, exact: true });
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await form.getByRole('textbox', { name: m.fields.firstname, exact: true }).fill('Camille');
  await form.getByRole('textbox', { name: m.fields.lastname, exact: true }).fill('Données');
  await form.getByRole('textbox', { name: m.fields.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: new RegExp(`^${m.fields.phone}`) }).pressSequentially('5145550199');
  await form.getByRole('textbox', { name: m.fields.message, exact: true }).fill(message);
  await form.getByRole('checkbox').first().check();
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/swc\/[^/]+\/contact$/.test(r.url()));
  await send.click();
  expect((await posted).status()).toBe(200);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'desktop only: the journey, not the layout');

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: request → e-mail → export → erasure → the admin anonymises the lead → the visitor is told`, async ({ page }) => {
    const email = `donnees.${locale}.${Date.now()}@example.com`;
    const message = `Message à effacer ${locale} ${Date.now()}`;
    await sendLead(page, locale, email, message);

    // The footer links the page; the request form answers the same whatever the site holds.
    const footerLink = page.locator('footer').getByRole('link', { name: t.footerLink, exact: true });
    await expect(footerLink).toHaveAttribute('href', t.page);
    await page.goto(t.page);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    const asked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/swc\/[^/]+\/my-data$/.test(r.url()));
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    expect((await asked).status()).toBe(202);
    await expect(page.getByRole('status')).toHaveText(t.sent);

    // The e-mail, through the outbox, with the signed link.
    const mail = await waitForMail(email, (received) => t.linkSubject.test(received.subject), 30_000);
    const link = linksIn(mail).find((href) => href.includes(t.linkPath));
    expect(link, 'the "My data" link').toBeTruthy();
    await page.goto(pathOf(link!));
    await expect(page.getByRole('heading', { level: 1, name: t.viewTitle })).toBeVisible();
    const leads = page.getByRole('region', { name: t.leads });
    await expect(leads).toContainText(message);

    // Downloads: JSON and CSV, this address only.
    const jsonHref = await page.getByRole('link', { name: t.json }).getAttribute('href');
    const json = await (await page.request.get(jsonHref!)).json();
    expect(json.email).toBe(email);
    expect(json.leads).toHaveLength(1);
    expect(json.leads[0].message).toBe(message);
    const leadId: number = json.leads[0].id;
    const csvHref = await page.getByRole('link', { name: t.csv }).getAttribute('href');
    const csv = await (await page.request.get(csvHref!)).text();
    expect(csv).toContain(`leads,${leadId},message,${message}`);

    // Erasure: a POST from the page's form, back on the page with the receipt.
    await page.getByRole('checkbox', { name: t.confirm }).check();
    await page.getByRole('button', { name: t.erase, exact: true }).click();
    await expect(page.getByTestId('erasure-receipt')).toHaveText(t.receipt);

    // The site admin sees the lead in the queue with its 30-day deadline and anonymises it.
    await login(page);
    await page.goto(t.qa);
    await expect(page.getByRole('heading', { level: 1, name: t.qaTitle })).toBeVisible();
    const row = page.locator(`tr[data-lead="${leadId}"]`);
    await expect(row).toContainText(t.deadline);
    await row.getByRole('button', { name: t.anonymise, exact: true }).click();
    await expect(row.locator('[data-decision="anonymised"]')).toHaveText(t.anonymised);

    // The visitor is told; their link no longer shows the lead.
    const done = await waitForMail(email, (received) => received.subject === t.doneSubject, 30_000);
    expect(done.text).toContain(t.doneText);
    await page.goto(pathOf(link!));
    await expect(page.getByRole('region', { name: t.leads })).toContainText(t.nothing);
    await expect(page.getByRole('region', { name: t.leads })).not.toContainText(message);

    // A tampered link opens nothing.
    await page.goto(pathOf(link!).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await expect(page.getByRole('heading', { name: t.invalidTitle })).toBeVisible();
  });
}
