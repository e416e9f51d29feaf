import { expect, test } from './helpers/test';
import { login } from './helpers/login';

/**
 * Issue 12: editors manage offices and partners at /qa/offices and /qa/partners, and the
 * public site shows what they saved (office page, partners page) on the next view.
 */
test.describe('offices and partners in the workspace', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'An editor journey, on a desktop.');
  });

  test('an editor creates an office (French workspace); its public page shows it', async ({ page }) => {
    await login(page);
    await page.goto('/qa/offices?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Bureaux' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau bureau' }).click();
    const name = page.getByRole('group', { name: 'Nom', exact: true });
    await name.getByLabel('Français').fill('Bureau de Sherbrooke');
    await name.getByLabel('Anglais').fill('Sherbrooke office');
    await page.getByLabel('Identifiant d’adresse (slug)').fill('sherbrooke');
    await page.getByRole('group', { name: 'Ville' }).getByLabel('Français').fill('Sherbrooke');
    await page.getByLabel('Code postal').fill('j1h 1a1');
    await page.getByLabel('Latitude').fill('45,4042');
    await page.getByLabel('Longitude').fill('-71.8929');
    // A bad value is named and nothing is saved.
    await page.getByLabel('Téléphone (international, +1…)').fill('819 555');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Non enregistré' })).toContainText('phone_international');
    await page.getByLabel('Téléphone (international, +1…)').fill('+18195550160');
    await page.getByLabel('Téléphone (affiché)').fill('819 555-0160');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
    await expect(page.getByTestId('collection-item').filter({ hasText: 'Bureau de Sherbrooke' })).toContainText('Sherbrooke · 819 555-0160');

    const office = await page.goto('/fr/bureaux/sherbrooke');
    expect(office?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bureau de Sherbrooke');
    await expect(page.getByText('Sherbrooke (QC) J1H 1A1', { exact: true })).toBeVisible();

    // Deleted again (with confirmation), so the demo offices stay as the other journeys count them.
    await page.goto('/qa/offices?lang=fr');
    const row = page.getByTestId('collection-item').filter({ hasText: 'Bureau de Sherbrooke' });
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await row.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect(page.getByTestId('collection-item').filter({ hasText: 'Bureau de Sherbrooke' })).toHaveCount(0);
    expect((await page.request.get('/fr/bureaux/sherbrooke')).status()).toBe(404);
  });

  test('an editor adds a partner (English workspace); the partners page lists it', async ({ page }) => {
    await login(page);
    await page.goto('/qa/partners?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await page.getByRole('button', { name: 'New partner', exact: true }).click();
    const title = page.getByRole('group', { name: 'Title', exact: true });
    await title.getByLabel('French').fill('Arpentage Rive-Nord');
    await title.getByLabel('English').fill('North Shore Surveying');
    await page.getByRole('button', { name: 'Add: Tags' }).click();
    const tag = page.getByRole('group', { name: 'Tags' }).getByRole('group', { name: 'Name', exact: true });
    await tag.getByLabel('French').fill('Arpentage');
    await tag.getByLabel('English').fill('Surveying');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.goto('/en/partners');
    await expect(page.getByText('North Shore Surveying')).toBeVisible();
    await page.goto('/fr/partenaires');
    await expect(page.getByText('Arpentage Rive-Nord')).toBeVisible();

    // Deleted again, so the demo partners stay as the other journeys count them.
    await page.goto('/qa/partners?lang=en');
    const row = page.getByTestId('collection-item').filter({ hasText: 'North Shore Surveying' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByTestId('collection-item').filter({ hasText: 'North Shore Surveying' })).toHaveCount(0);
  });
});
