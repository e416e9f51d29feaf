import sharp from 'sharp';
import { expect, test } from './helpers/test';
import { login } from './helpers/login';

/**
 * Issue 31, a listing entered by hand, in both languages of the workspace: an editor creates
 * it at /qa/listings/new with a photo uploaded from the form (the media picker), publishes;
 * a visitor finds it in the search (its municipality and price) and opens its page, which
 * shows the library copy of the photo, the description of the page's language and the open
 * house.
 */

const TEXT = {
  fr: {
    title: 'Nouvelle inscription',
    street: 'Numéro et rue',
    price: 'Prix ($; loyer mensuel pour une location)',
    municipality: 'Municipalité',
    postal: 'Code postal',
    bedrooms: 'Chambres',
    descriptionFr: 'Description en français',
    descriptionEn: 'Description en anglais',
    pickerOpen: 'Médiathèque…',
    upload: 'Téléverser',
    choose: 'choisissez-les',
    cover: 'Couverture',
    addOpenHouse: 'Ajouter une visite libre',
    date: 'Date',
    publish: 'Publier',
    search: '/fr/proprietes',
    resultsList: 'Propriétés trouvées',
    openHouses: 'Visites libres',
  },
  en: {
    title: 'New listing',
    street: 'Number and street',
    price: 'Price ($; monthly rent for a rental)',
    municipality: 'Municipality',
    postal: 'Postal code',
    bedrooms: 'Bedrooms',
    descriptionFr: 'Description in French',
    descriptionEn: 'Description in English',
    pickerOpen: 'Media library…',
    upload: 'Upload',
    choose: 'choose them',
    cover: 'Cover',
    addOpenHouse: 'Add an open house',
    date: 'Date',
    publish: 'Publish',
    search: '/en/properties',
    resultsList: 'Properties found',
    openHouses: 'Open houses',
  },
} as const;

for (const qa of ['fr', 'en'] as const) {
  const t = TEXT[qa];
  test(`an editor publishes a listing with an uploaded photo; visitors find it and open its page (workspace in ${qa})`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page);
    const number = 1000 + Math.floor(Math.random() * 8000);
    const street = `${number}, rue des Bouleaux`;
    // A price no demo listing has: the search by price finds this listing alone.
    const price = 987_000 + Math.floor(Math.random() * 600) + (qa === 'fr' ? 1 : 601);
    const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#5b7a99' } }).jpeg().toBuffer();

    await page.goto(`/qa/listings/new?lang=${qa}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByLabel(t.street).fill(street);
    await page.getByLabel(t.price).fill(String(price));
    await page.getByLabel(t.municipality).selectOption({ label: 'Laval' });
    await page.getByLabel(t.postal).fill('h7n 1a1');
    await page.getByLabel(t.bedrooms).fill('3');
    await page.getByLabel(t.descriptionFr).fill(`Maison lumineuse près du parc (${number}).`);
    await page.getByLabel(t.descriptionEn).fill(`Bright house near the park (${number}).`);

    // The photo: uploaded in the form's media picker, it becomes the cover.
    await page.getByRole('button', { name: t.pickerOpen }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: t.upload }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: t.choose }).click();
    await (await chooser).setFiles({ name: `bouleaux-${qa}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.cover, { exact: true })).toBeVisible();

    // An open house on a date to come (Montréal time).
    await page.getByRole('button', { name: t.addOpenHouse }).click();
    await page.getByLabel(t.date, { exact: true }).fill('2030-06-08');

    await page.getByRole('button', { name: t.publish }).click();
    await expect(page).toHaveURL(/\/qa\/listings\/\d+/);

    // A visitor, in each language: the search by municipality and price finds it alone.
    for (const [locale, description] of [
      ['fr', `Maison lumineuse près du parc (${number}).`],
      ['en', `Bright house near the park (${number}).`],
    ] as const) {
      const v = TEXT[locale];
      await page.goto(`${v.search}?mun=65005&price_min=${price}&price_max=${price}`);
      const cards = page.getByRole('region', { name: v.resultsList }).getByRole('article');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(String(number));
      await cards.first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${number}`);
      await expect(page.getByText(description)).toBeVisible();
      // The photo is the library copy (a generated size), not an outside address.
      const img = page.locator('img[src^="/media/"]').first();
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('heading', { name: v.openHouses })).toBeVisible();
    }
  });
}
