import { expect, test } from './helpers/test';
import { e2eAdmin } from './helpers/credentials';

/**
 * Issue 10: what the server answers, seen from outside. Expected values come from the
 * demo content (lib/seed): redirects /fr/accueil -> /fr (301), /en/free-estimate
 * -> /en/free-valuation (302), a restricted page /fr/espace-reserve (403), the site
 * maintenance.localhost in maintenance mode (503).
 */

test.describe('true HTTP statuses', () => {
  test('CMS redirects answer their stored 301 and 302 with Location', async ({ request }) => {
    const permanent = await request.get('/fr/accueil', { maxRedirects: 0 });
    expect(permanent.status()).toBe(301);
    expect(new URL(permanent.headers().location!, 'http://x').pathname).toBe('/fr');
    const temporary = await request.get('/en/free-estimate', { maxRedirects: 0 });
    expect(temporary.status()).toBe(302);
    expect(new URL(temporary.headers().location!, 'http://x').pathname).toBe('/en/free-valuation');
  });

  test('a site in maintenance answers 503 with Retry-After and its maintenance page', async ({ request }) => {
    const response = await request.get('/fr', { headers: { host: `maintenance.localhost:${new URL(test.info().project.use.baseURL!).port}` } });
    expect(response.status()).toBe(503);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toMatch(/maintenance/i);
  });

  for (const [path, status, lang, title, home] of [
    ['/fr/cette-page-nexiste-pas', 404, 'fr-CA', /^Page introuvable \|/, "Retour à l'accueil"],
    ['/en/this-page-does-not-exist', 404, 'en-CA', /^Page not found \|/, 'Back to the home page'],
    ['/fr/espace-reserve', 403, 'fr-CA', /^Accès refusé \|/, null],
  ] as const) {
    test(`${path} is a complete ${status} document readable without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(String(status));
      // The site's own header and footer surround the message.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (home) await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', lang === 'fr-CA' ? '/fr' : '/en');
      await context.close();
    });
  }
});

test.describe('full-page cache', () => {
  test('a second view of a published page runs no database query', async ({ request }) => {
    await request.get('/fr');
    const count = async () => ((await (await request.get('/api/development/query-count')).json()) as { queries: number }).queries;
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await request.get('/fr')).status()).toBe(200);
    expect(await count()).toBe(before);
  });

  test('a listing saved in the workspace re-renders the pages that show listings and keeps the others', async ({ request, baseURL }) => {
    const login = await request.post('/api/auth/login', { headers: { origin: baseURL! }, data: { email: e2eAdmin.email, password: e2eAdmin.password } });
    expect(login.status()).toBeLessThan(400);
    const search = '/fr/proprietes';
    const calculator = '/fr/calculatrice-hypothecaire';
    const cached = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache'];
    const shownTotal = async () => Number(/total\\":(\d+),\\"totalExact/.exec(await (await request.get(search)).text())?.[1]);
    for (const path of [search, calculator]) {
      await request.get(path);
      expect(await cached(path)).toBe('HIT');
    }
    const before = await shownTotal();

    const listing = {
      transaction: 'sale', type: 'maison', status: 'active', price: 987_650, street: '12, rue du Cache', mun_code: '65005', postal_code: 'H7N 1A1',
      lat: 45.57, lng: -73.72, bedrooms: 3, bathrooms: 1, area: 1400, description: { fr: 'Maison.', en: 'House.' }, broker_ids: [], contract_start: '2026-01-05', contract_end: '2099-01-04',
    };
    const saved = await request.post('/api/editor/listings', { headers: { origin: baseURL! }, data: listing });
    expect(saved.status()).toBe(201);
    const { uls } = (await saved.json()) as { uls: number };
    try {
      // The calculator shows no listing: still the cached page. The search shows the new total at once.
      expect(await cached(calculator)).toBe('HIT');
      expect(await shownTotal()).toBe(before + 1);
    } finally {
      // Withdrawn: it leaves the search (the other journeys count what they see).
      await request.put(`/api/editor/listings/${uls}`, { headers: { origin: baseURL! }, data: { ...listing, status: 'withdrawn' } });
    }
    expect(await shownTotal()).toBe(before);
  });
});

test.describe('SEO', () => {
  test('canonical, hreflang and og:url are absolute; no Link header alternates', async ({ request, baseURL }) => {
    const response = await request.get('/en');
    expect(response.headers().link ?? '').not.toContain('alternate');
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/en"`);
    expect(html).toContain(`hrefLang="fr-CA" href="${baseURL}/fr"`);
    expect(html).toContain(`hrefLang="en-CA" href="${baseURL}/en"`);
    expect(html).toContain(`hrefLang="x-default" href="${baseURL}/fr"`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/en"`);
  });
});
