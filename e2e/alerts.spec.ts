import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './helpers/test';
import { login } from './helpers/login';
import { linksIn, mailTo, waitForMail, type ReceivedMail } from './helpers/mailbox';

/**
 * Issue 32, the whole journey in each language with the local SMTP sink: save a search from
 * the results page, confirm it through the e-mail's link and the page's button, a matching
 * listing arrives (the editor's listing API) and the instant alert brings it, one click unsubscribes (the
 * List-Unsubscribe POST a mail client makes, and the landing page's button), and the next
 * matching listing sends nothing. The server's alert tick is 1 s here (playwright.config.ts).
 */

const texts = {
  fr: {
    results: '/fr/proprietes',
    save: 'Créer une alerte',
    instant: 'Dès qu’une propriété correspond',
    consent: /J'accepte de recevoir par courriel des alertes de propriétés de .+\. Je peux me désabonner en tout temps\./,
    submit: 'Créer l’alerte',
    sent: 'Vérifiez votre boîte de réception',
    confirmPath: '/fr/alertes/confirmer',
    confirmTitle: 'Confirmer mon alerte',
    confirmButton: 'Confirmer l’alerte',
    confirmed: 'Votre alerte est confirmée',
    criteria: /Chalets à vendre à Laval, 1\s234\s000\s\$ à 1\s236\s000\s\$/,
    unsubscribePath: '/fr/alertes/desabonnement',
    unsubscribeButton: 'Me désabonner',
    unsubscribed: 'Vous êtes désabonné',
    badLink: 'Lien invalide',
  },
  en: {
    results: '/en/properties',
    save: 'Save this search',
    instant: 'As soon as a property matches',
    consent: /I agree to receive property alerts by e-mail from .+\. I can unsubscribe at any time\./,
    submit: 'Save search',
    sent: 'Check your inbox',
    confirmPath: '/en/alerts/confirm',
    confirmTitle: 'Confirm my alert',
    confirmButton: 'Confirm alert',
    confirmed: 'Your alert is confirmed',
    criteria: /Cottages for sale in Laval, \$1,234,000 to \$1,236,000/,
    unsubscribePath: '/en/alerts/unsubscribe',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    badLink: 'Invalid link',
  },
} as const;

/** A price band and place no demo listing falls in: only this journey's listings match. */
const SEARCH = 'mun=65005&type=chalet&forSaleForRent=buy&price_min=1234000&price_max=1236000';

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

function listing(street: string) {
  return {
    transaction: 'sale',
    type: 'chalet',
    status: 'active',
    price: 1_235_000,
    street,
    mun_code: '65005',
    postal_code: 'H7N 1A1',
    lat: 45.6066,
    lng: -73.7124,
    bedrooms: 3,
    bathrooms: 2,
    description: { fr: 'Chalet au bord de l’eau.', en: 'Waterfront cottage.' },
    contract_start: '2026-01-05',
    contract_end: '2099-01-04',
    // A listing as a broker publishes it, with a photo (the search journey expects the newest cards to have theirs).
    photos: ['/demo/listings/chalet-2.svg'],
  };
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: save a search, confirm it, get the instant alert, unsubscribe in one click, then nothing`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const email = `alerte-${locale}-${testInfo.project.name}-${Date.now()}@example.com`;

    // 1. The results page, with filters: "Save this search".
    await page.goto(`${t.results}?${SEARCH}`);
    await page.getByRole('button', { name: t.save }).click();
    const dialog = page.getByRole('dialog', { name: t.save });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('radio', { name: t.instant }).check();
    const consent = dialog.getByRole('checkbox', { name: t.consent });
    await expect(consent).not.toBeChecked();
    await consent.check();
    // One press: the dialog waits for the captcha widget if it is still loading. It is then
    // named by its success title.
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('dialog', { name: t.sent })).toBeVisible({ timeout: 45_000 });

    // 2. Nothing but the confirmation before the address is confirmed; its link opens a page
    // whose button (a POST: mail scanners only open links) activates the search.
    const confirmation = await waitForMail(email);
    expect(await mailTo(email)).toHaveLength(1);
    const confirmLink = linksIn(confirmation).find((link) => link.includes(t.confirmPath));
    expect(confirmLink, 'the confirmation link').toBeTruthy();
    const confirmed = await page.goto(pathOf(confirmLink!));
    expect(confirmed?.status()).toBe(200);
    expect(confirmed?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
    await expect(page.getByText(t.criteria)).toBeVisible();
    await page.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    await expect(page.getByText(t.criteria)).toBeVisible();

    // A tampered link: a 4xx page in the site's chrome.
    const tampered = await page.goto(`${t.confirmPath}?t=${encodeURIComponent(`${new URL(confirmLink!).searchParams.get('t')}x`)}`);
    expect(tampered?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t.badLink })).toBeVisible();
    await expect(page.locator('#main-content')).toBeVisible();

    // 3. A matching listing comes on the market: the instant alert brings it.
    await login(page);
    const street = `${Math.floor(Date.now() % 9000) + 100} chemin du Lac-${locale}`;
    const created = await page.request.post('/api/editor/listings', { data: listing(street) });
    expect(created.status(), await created.text()).toBe(201);
    const alert: ReceivedMail = await waitForMail(email, (mail) => mail.text.includes(street) || mail.html.includes(street), 60_000);
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(alert.headers['list-unsubscribe'] ?? '')?.[1]?.replace(/\s+/g, '');
    expect(oneClick, 'the List-Unsubscribe URL').toBeTruthy();

    // 4. The landing page of the e-mail's unsubscribe link changes nothing by itself...
    const landing = linksIn(alert).find((link) => link.includes(t.unsubscribePath));
    expect(landing, 'the unsubscribe link').toBeTruthy();
    await page.goto(pathOf(landing!));
    await expect(page.getByRole('button', { name: t.unsubscribeButton })).toBeVisible();

    // ...one click does, as a mail client makes it: a POST with no cookie and no login.
    const client = await playwrightRequest.newContext({ baseURL });
    const posted = await client.post(pathOf(oneClick!), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status()).toBe(200);
    await client.dispose();
    // The landing page's button says it is done (unsubscribing twice is harmless).
    await page.getByRole('button', { name: t.unsubscribeButton }).click();
    await expect(page.getByRole('heading', { name: t.unsubscribed })).toBeVisible();

    // 5. Another matching listing: nothing more is sent.
    const before = (await mailTo(email)).length;
    const again = await page.request.post('/api/editor/listings', { data: listing(`${street} B`) });
    expect(again.status()).toBe(201);
    await page.waitForTimeout(8_000);
    expect(await mailTo(email)).toHaveLength(before);
  });
}
