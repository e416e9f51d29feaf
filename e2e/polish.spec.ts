import { expect, test } from './helpers/test';

/**
 * Issue 18: spec behaviours of built features that had no test (spec 000 sections 2 and 10,
 * spec 001 search results): header submenus and the mobile-nav fallback, the footer hidden
 * on the search page, the empty-results view and the list / map modes.
 */

test.describe('header submenus (desktop)', () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, 'The desktop nav only.'));
  test.use({ viewport: { width: 1440, height: 900 } });

  test('open on hover, Enter or Space; close on leaving, Escape (focus back) and when focus leaves', async ({ page }) => {
    await page.goto('/fr');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).filter({ visible: true });
    const toggle = nav.getByRole('button', { name: 'Sous-menu Propriétés' });
    const forSale = nav.getByRole('link', { name: 'À vendre' });
    await expect(forSale).toBeHidden();

    await nav.getByRole('link', { name: 'Propriétés', exact: true }).hover();
    await expect(forSale).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(forSale).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(forSale).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(forSale).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(forSale).toBeVisible();
    // Tab through the sub-menu and out of it: the menu closes once focus has left.
    for (let i = 0; i < 12 && (await forSale.isVisible()); i++) await page.keyboard.press('Tab');
    await expect(forSale).toBeHidden();
  });

  test('the desktop nav gives way to the mobile nav when its links do not fit', async ({ page }) => {
    await page.goto('/en');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true }).getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(menuButton).toBeHidden();
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Blog' })).toBeVisible();
  });
});

test.describe('header on a phone', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'The phone header.'));

  // The header's machines load on first use (docs/serving.md, "Lean pages"): these journeys
  // are their first use.
  test('hides on a fast scroll down and comes back on a scroll up; the menu is a dialog that Escape closes', async ({ page }) => {
    await page.goto('/fr');
    const header = page.locator('header[data-visible]').first();
    await expect(header).toHaveAttribute('data-visible', 'true');
    await expect(header).toHaveAttribute('data-surface', 'transparent');
    for (let y = 200; y <= 1600; y += 200) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(30);
    }
    await expect(header).toHaveAttribute('data-visible', 'false');
    await expect(header).toHaveAttribute('data-surface', 'opaque');
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(30);
    }
    await expect(header).toHaveAttribute('data-visible', 'true');

    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
    // Entries with a sub-menu are accordions, one open at a time.
    const forSale = dialog.getByRole('link', { name: 'À vendre' });
    const whyUs = dialog.getByRole('link', { name: 'Pourquoi nous choisir' });
    await expect(forSale).toBeHidden();
    await dialog.locator('summary', { hasText: 'Propriétés' }).click();
    await expect(forSale).toBeVisible();
    await dialog.locator('summary', { hasText: 'Courtiers' }).click();
    await expect(whyUs).toBeVisible();
    await expect(forSale).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

for (const [locale, path, empty, talk] of [
  ['fr', '/fr/proprietes', 'Aucune propriété ne correspond à votre recherche', 'Parler à un courtier'],
  ['en', '/en/properties', 'No property matches your search', 'Talk to a broker'],
] as const) {
  test.describe(`search results page (${locale})`, () => {
    test('has no footer; a search without results says so and offers a broker', async ({ page }) => {
      await page.goto(`${path}?forSaleForRent=buy&price_min=900000000`);
      await expect(page.getByRole('heading', { name: empty })).toBeVisible();
      await expect(page.getByRole('link', { name: talk })).toHaveAttribute('href', locale === 'fr' ? '/fr/contact' : '/en/contact');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });

    test('list and map: one at a time on a phone, the list hides beside the map on a desktop', async ({ page, isMobile }) => {
      await page.goto(path);
      const group = page.getByRole('group', { name: locale === 'fr' ? 'Affichage' : 'View' });
      const list = page.getByRole('region', { name: locale === 'fr' ? 'Propriétés trouvées' : 'Properties found' });
      const map = page.locator('[class*="mapPanel"]');
      if (isMobile) {
        // A phone opens on the list alone, and builds no map (nor loads Leaflet) until asked.
        await expect(list).toBeVisible();
        await expect(map).toBeHidden();
        await expect(page.locator('.leaflet-container')).toHaveCount(0);
        await group.getByRole('button', { name: locale === 'fr' ? 'Carte' : 'Map', exact: true }).click();
        await expect(page.locator('.leaflet-container')).toBeVisible();
        await expect(list).toBeHidden();
        await expect(map).toBeVisible();
        await group.getByRole('button', { name: locale === 'fr' ? 'Liste' : 'List', exact: true }).click();
        await expect(list).toBeVisible();
        await expect(map).toBeHidden();
      } else {
        await expect(list).toBeVisible();
        await expect(map).toBeVisible();
        await group.getByRole('button', { name: locale === 'fr' ? 'Masquer la liste' : 'Hide the list' }).click();
        await expect(list).toBeHidden();
        await expect(map).toBeVisible();
        await group.getByRole('button', { name: locale === 'fr' ? 'Afficher la liste' : 'Show the list' }).click();
        await expect(list).toBeVisible();
      }
    });
  });
}
