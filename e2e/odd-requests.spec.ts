import { expect, test } from './helpers/test';
import { login } from './helpers/login';

/**
 * Issue 33, found by use: odd requests get a plain 4xx, never Next's 500 document, and the
 * workspace's localised addresses speak their own language.
 */

test('an id of `..` or an unknown /api path answers JSON 404, not 500', async ({ request }) => {
  const gets = [
    '/api/swc/julie-tremblay/property/%2e%2e/tooltip',
    '/api/editor/pages/%2e%2e/versions',
    '/api/editor/pages/%2e%2e/variants',
    '/api/does-not-exist',
  ];
  for (const path of gets) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.json(), path).toMatchObject({ status: 'error', error: 'not_found' });
  }
  // Writes: refused (no session) or not found, as JSON either way.
  for (const [method, path] of [
    ['POST', '/api/editor/pages/%2e%2e/lock'],
    ['DELETE', '/api/editor/pages/%2e%2e/lock'],
    ['POST', '/api/editor/pages/%2e%2e/lock/release'],
    ['POST', '/api/editor/variants/%2e%2e/publish'],
  ] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBeLessThan(500);
    expect((await response.json()).status, `${method} ${path}`).toBe('error');
  }
});

test('signed in, `..` ids and unknown /qa paths are 404s; a stale session cookie too', async ({ page, request }) => {
  // A stale session cookie: the login page, as without a cookie (not a 500).
  const stale = await request.get('/qa/does-not-exist', { headers: { cookie: 'qa_session=stale-or-random' }, maxRedirects: 0 });
  expect(stale.status()).toBeGreaterThanOrEqual(300);
  expect(stale.status()).toBeLessThan(400);
  expect(stale.headers().location).toContain('/qa/login');
  await login(page);
  for (const [method, path] of [
    ['GET', '/api/editor/pages/%2e%2e/versions'],
    ['POST', '/api/editor/pages/%2e%2e/lock'],
    ['POST', '/api/editor/variants/%2e%2e/publish'],
  ] as const) {
    const response = await page.request.fetch(path, { method, headers: { origin: new URL(page.url()).origin } });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect((await response.json()).status).toBe('error');
  }
  const unknown = await page.goto('/qa/does-not-exist');
  expect(unknown?.status()).toBe(404);
});

test('the workspace speaks the language of its address', async ({ page, context }) => {
  await login(page);
  const baseURL = new URL(page.url()).origin;
  for (const preferred of ['fr', 'en']) {
    await context.addCookies([{ name: 'i18n_redirected', value: preferred, url: baseURL }]);
    await page.goto('/qa/general-settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General settings');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await page.goto('/qa/parametres-generaux');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres généraux');
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  }
});

test('the sold-properties page lists its recent sales in the server HTML', async ({ request }) => {
  for (const [path, heading] of [['/fr/proprietes-vendues', 'Ventes récentes'], ['/en/sold-properties', 'Recent sales']] as const) {
    const html = await (await request.get(path)).text();
    const recent = html.slice(html.indexOf(`>${heading}</h3>`));
    expect(recent.length, path).toBeGreaterThan(heading.length + 6);
    // Cards that link to listing pages, readable before any script runs.
    expect(recent.match(/<article/g)?.length ?? 0, path).toBeGreaterThan(0);
  }
});
