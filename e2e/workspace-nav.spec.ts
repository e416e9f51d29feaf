import { expect, test } from '@playwright/test';
import { login } from './helpers/login';

/**
 * The workspace navigation: grouped menus that stay usable on a desktop and on a
 * phone. NAV_SHOTS=<dir> also saves a screenshot of each open menu, to look at.
 */
const cases = [
  { locale: 'fr', nav: 'Navigation de l’espace éditeur', group: 'Collections', link: 'Bureaux' },
  { locale: 'en', nav: 'Editor workspace navigation', group: 'Collections', link: 'Offices' },
] as const;

for (const { locale, nav: navLabel, group, link } of cases) {
  test(`${locale}: a menu of the workspace navigation opens and leads to its screen`, async ({ page, isMobile }, info) => {
    await login(page);
    await page.goto(`/qa?lang=${locale}`);
    const nav = page.getByRole('navigation', { name: navLabel });
    const target = nav.getByRole('link', { name: link, exact: true });
    await expect(target).toBeHidden();
    if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
    else await nav.getByRole('button', { name: group }).click();
    await expect(target).toBeVisible();
    if (process.env.NAV_SHOTS) await page.screenshot({ path: `${process.env.NAV_SHOTS}/nav-${locale}-${info.project.name}.png` });
    await target.click();
    await expect(page).toHaveURL(/\/qa\/offices/);
    // A new page closes the menu and marks where the editor is.
    if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
    else await nav.getByRole('button', { name: group }).click();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeHidden();
  });
}

test('on a tablet (820 px) the menus drop down as on a desktop', async ({ page, isMobile }) => {
  test.skip(isMobile, 'A tablet width on the desktop project.');
  await page.setViewportSize({ width: 820, height: 1180 });
  await login(page);
  await page.goto('/qa?lang=fr');
  const nav = page.getByRole('navigation', { name: cases[0].nav });
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
  await nav.getByRole('button', { name: 'Site' }).click();
  await expect(nav.getByRole('link', { name: 'En-tête et pied de page' })).toBeVisible();
  if (process.env.NAV_SHOTS) await page.screenshot({ path: `${process.env.NAV_SHOTS}/nav-fr-tablet.png` });
  await nav.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/qa\/parametres-generaux/);
});

for (const [locale, brand, other] of [['en', 'Editor workspace', 'fr'], ['fr', 'Espace éditeur', 'en']] as const) {
  test(`${locale}: a screen opened with ?lang=${locale} shows its bar in that language, and the next screen follows`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: other, url: baseURL! }]);
    await login(page);
    await page.goto(`/qa/media?lang=${locale}`);
    await expect(page.locator('header').getByRole('link', { name: brand, exact: true })).toBeVisible();
    await page.goto('/qa/offices');
    await expect(page.locator('header').getByRole('link', { name: brand, exact: true })).toBeVisible();
  });
}
