import { expect, test } from './helpers/test';
import { login } from './helpers/login';

/** Foundation journeys: locale routing, rendering, errors, accessibility basics, in both languages. */

test.describe('locale precedence at /', () => {
  test('browser language English goes to /en', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-CA', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await context.close();
  });

  test('browser language French goes to /fr', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-CA', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await context.close();
  });

  test('the i18n_redirected cookie wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-CA', baseURL });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('an unsupported browser language falls back to French', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'de-DE', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });
});

for (const [locale, other, path, otherPath, otherName] of [
  ['fr', 'en', '/fr/proprietes', '/en/properties', 'English'],
  ['en', 'fr', '/en/properties', '/fr/proprietes', 'Français'],
] as const) {
  test.describe(`site in ${locale}`, () => {
    test('home renders its blocks inside header and footer', async ({ page }) => {
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('main#main-content [data-block-type]').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeAttached();
      await expect(page.locator('h1').first()).toBeVisible();
    });

    test('the locale switcher goes to the alternate path and hides the current locale', async ({ page, isMobile }) => {
      await page.goto(path);
      if (isMobile) await page.getByRole('button', { name: locale === 'fr' ? /menu/i : /menu/i }).first().click();
      const switcher = page.getByRole('link', { name: otherName }).filter({ visible: true }).first();
      await expect(switcher).toHaveAttribute('href', otherPath);
      await expect(page.getByRole('link', { name: locale === 'fr' ? 'Français' : 'English', exact: true }).filter({ visible: true })).toHaveCount(0);
      await switcher.click();
      await expect(page).toHaveURL(new RegExp(`${otherPath}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', `${other}-CA`);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe(other);
    });

    test('an unknown path is a real 404 with the go-home link', async ({ page }) => {
      const response = await page.goto(`/${locale}/nexiste-pas-${locale}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByText(
          locale === 'fr'
            ? 'Désolé, la page que vous cherchez est introuvable.'
            : 'Sorry, the page you are looking for could not be found.',
        ),
      ).toBeVisible();
      await expect(page.locator(`main a[href="/${locale}"]`)).toBeVisible();
    });

    test('the skip link moves focus to the main content', async ({ page, isMobile }) => {
      test.skip(isMobile, 'keyboard journey');
      await page.goto(`/${locale}`);
      await page.keyboard.press('Tab');
      const skip = page.locator('a.skip-link');
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
    });
  });
}

// Such paths (files the proxy skips) match no public route: the bilingual global 404.
test('a path whose first segment is no locale is a bilingual 404 with both home links', async ({ page }) => {
  const response = await page.goto('/wp-login.php');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Désolé, la page que vous cherchez est introuvable.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
});

test('a 301 redirect of the content service is followed', async ({ page }) => {
  await page.goto('/fr/accueil');
  await expect(page).toHaveURL(/\/fr$/);
});

test('the mobile nav opens, and closes on Escape and on the close button', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile only');
  await page.goto('/fr');
  const open = page.getByRole('button', { name: /menu/i }).first();
  await open.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /fermer/i }).click();
  await expect(panel).toBeHidden();
});

test('sitemap.xml lists pages in both languages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/fr/proprietes');
  expect(sitemap).toContain('/en/properties');
  expect(sitemap).toContain('hreflang="en-CA"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /qa');
  expect(robots).toContain('/sitemap.xml');
});

test('the page API answers the page response and refuses a bad body', async ({ request }) => {
  const ok = await request.post('/api/page/demo-broker', {
    headers: { 'X-Site-Key': 'demo-broker-key', 'Content-Language': 'en' },
    data: { path: '/en/properties' },
  });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-language']).toBe('en');
  const body = await ok.json();
  expect(body.alternate_paths).toEqual([
    { locale: 'fr', path: '/fr/proprietes' },
    { locale: 'en', path: '/en/properties' },
  ]);
  expect(body.site_type).toBe('broker');
  const bad = await request.post('/api/page/demo-broker', {
    headers: { 'X-Site-Key': 'demo-broker-key', 'Content-Type': 'application/json' },
    data: '{not json',
  });
  expect(bad.status()).toBe(400);
  const missing = await request.post('/api/page/demo-broker', { data: { path: '/fr' } });
  expect(missing.status()).toBe(401);
});

test('the agency site is served on its own domain', async ({ page, baseURL }) => {
  const url = new URL(baseURL!);
  url.hostname = 'agency.localhost';
  const response = await page.goto(`${url.origin}/fr`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Agence Immobilière Laurentides/);
});

test('/qa sends a visitor to the login page', async ({ page }) => {
  await page.goto('/qa');
  await expect(page).toHaveURL(/\/qa\/login/);
});

for (const [locale, path, text] of [
  ['fr', '/fr/espace-reserve', 'Désolé, une erreur de permissions est survenue.'],
  ['en', '/en/restricted-area', 'Sorry, a permissions error has occurred.'],
] as const) {
  test(`a forbidden page is a real 403 with a refresh action (${locale})`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText(text)).toBeVisible();
    const refresh = page.getByRole('link', { name: locale === 'fr' ? /actualiser/i : /refresh/i });
    await expect(refresh).toBeVisible();
    // The refresh action asks the server again for the same page.
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().resourceType() === 'document');
    await refresh.click();
    expect((await again).status()).toBe(403);
  });
}

test('an editor signs in and reaches the workspace, then signs out', async ({ page, isMobile }) => {
  await login(page);
  await expect(page).toHaveURL(/\/qa$/);
  // Sign-out is in the workspace bar; on a phone, in its menu.
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: /se déconnecter|sign out/i })).toBeVisible();
  await page.getByRole('button', { name: /se déconnecter|sign out/i }).click();
  await expect(page).toHaveURL(/\/qa\/login/);
  await page.goto('/qa');
  await expect(page).toHaveURL(/\/qa\/login/);
});

test('a wrong password is refused without saying which field is wrong', async ({ page }) => {
  await page.goto('/qa/login');
  await page.getByLabel(/courriel|email/i).fill('admin@example.com');
  await page.getByLabel(/mot de passe|password/i).fill('wrong-password');
  await page.getByRole('button', { name: /connexion|sign in|se connecter/i }).click();
  await expect(page).toHaveURL(/error=invalid/);
  await expect(page.getByText('Adresse courriel ou mot de passe incorrect.')).toBeVisible();
});

test('a write API call without a session is refused with 401', async ({ request }) => {
  const response = await request.post('/api/editor/pages', { data: {} });
  expect(response.status()).toBe(401);
  expect((await response.json()).error).toBe('unauthorized');
});
