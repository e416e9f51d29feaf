import { expect, test } from './helpers/test';
import { expectLeadInInbox, sendContactModal, uniqueName } from './helpers/inbox';

/**
 * Offices and partners journeys in both languages (spec 001 "Offices", "Partners"):
 * the offices map loads behind its gateway and follows the office picked in the list,
 * an office page with its JSON-LD and contact modal addressed to the office, and the
 * partners tag filter.
 */
const cases = [
  {
    locale: 'fr',
    offices: '/fr/bureaux',
    office: '/fr/bureaux/laval',
    partners: '/fr/partenaires',
    t: { load: 'Afficher la carte', laval: 'Bureau de Laval', contact: 'Écrivez-nous', activate: 'Cliquez pour activer la carte', all: 'Tous', legal: 'Juridique', count: (n: number) => `${n} partenaires` },
  },
  {
    locale: 'en',
    offices: '/en/offices',
    office: '/en/offices/laval',
    partners: '/en/partners',
    t: { load: 'Show the map', laval: 'Laval office', contact: 'Write to us', activate: 'Click to activate the map', all: 'All', legal: 'Legal', count: (n: number) => `${n} partners` },
  },
] as const;

for (const { locale, offices, office, partners, t } of cases) {
  test(`${locale}: the offices map opens behind its gateway and follows the picked office`, async ({ page }) => {
    await page.goto(offices);
    const list = page.locator('[data-block-type="offices_map_block"] li');
    await expect(list).toHaveCount(3);
    // The first office is active at first.
    await expect(list.first()).toHaveAttribute('data-active', 'true');
    const gateway = page.getByRole('button', { name: t.load });
    await gateway.scrollIntoViewIfNeeded();
    await expect(gateway).toBeEnabled();
    await gateway.click();
    const map = page.locator('[data-block-type="offices_map_block"] .leaflet-container');
    await expect(map).toBeVisible();
    // Picking Laval in the list makes it active and opens its popup on the map.
    await page.getByRole('button', { name: t.laval }).click();
    await expect(list.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(list.first()).not.toHaveAttribute('data-active', 'true');
    await expect(page.locator('.leaflet-popup-content')).toContainText(t.laval);
    await expect(page.locator('.leaflet-popup-content a[href*="google.com/maps/dir"]')).toHaveAttribute('target', '_blank');
  });

  test(`${locale}: an office page shows the office, its JSON-LD and a contact modal addressed to it`, async ({ page }) => {
    test.setTimeout(90_000);
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
    await page.goto(office);
    await expect(page.getByRole('heading', { level: 1, name: t.laval })).toBeVisible();
    await expect(page.getByText('H7T 2K7').first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('RealEstateAgent');
    expect(jsonLd.address.postalCode).toBe('H7T 2K7');
    expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(0);
    // The location map waits for a click before it takes the pointer.
    const overlay = page.getByRole('button', { name: t.activate });
    await overlay.scrollIntoViewIfNeeded();
    await overlay.click();
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: t.contact }).or(page.getByRole('link', { name: t.contact })).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.laval);

    // Sent, it reaches the inbox addressed to the Laval office, with its message.
    const lastname = uniqueName('Bureau');
    const message = `Bonjour, une question pour le bureau de Laval (${lastname}).`;
    const response = await sendContactModal(page, dialog, locale, lastname, message);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ recipient_type: 'office', recipient_slug: 'laval' });
    await expectLeadInInbox(page, { name: `Camille ${lastname}`, recipient: 'office:laval', recipientText: 'Bureau de Laval', messagePart: message });
  });

  test(`${locale}: partners filter by tag`, async ({ page }) => {
    await page.goto(partners);
    const cards = page.locator('[data-block-type="partners_block"] article');
    await expect(cards).toHaveCount(5);
    await expect(page.getByText(t.count(5))).toBeVisible();
    await page.getByRole('button', { name: t.legal, exact: true }).click();
    await expect(cards).toHaveCount(2);
    await expect(page.getByText(t.count(2))).toBeVisible();
    await page.getByRole('button', { name: t.all, exact: true }).click();
    await expect(cards).toHaveCount(5);
    await expect(page.locator('[data-block-type="bank_partners_block"] article')).toHaveCount(3);
  });
}
