import { createServer, type Server } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

/**
 * Consent before trackers: a script tag of category 'statistics' points at a stand-in
 * tracker served by this spec on its own origin (E2E_TRACKER_PORT, allowed by the test
 * server's CSP), and a 'necessary' one at another URL of it. The tracker is requested on no
 * public page type before the visitor answers, once after "Accept all", never after
 * "Refuse all", and not after consent is withdrawn through the footer link and the page
 * reloaded. The necessary script loads at once, as before.
 */

const trackerPort = Number(process.env.E2E_TRACKER_PORT);
const trackerOrigin = `http://127.0.0.1:${trackerPort}`;
const hits = { tracker: 0, necessary: 0 };
let server: Server;

const tags = [
  { position: 'head', category: 'statistics', content: `<script async src="${trackerOrigin}/tracker.js"></script>` },
  { position: 'body-bottom', category: 'necessary', content: `<script src="${trackerOrigin}/necessary.js"></script>` },
];

const texts = {
  fr: { accept: 'Tout accepter', refuse: 'Tout refuser', choose: 'Choisir', settings: 'Paramètres des témoins', home: '/fr', cms: '/fr/partenaires', search: '/fr/proprietes', blog: '/fr/blogue', broker: '/fr/courtiers/julie-tremblay', office: '/fr/bureaux/sherbrooke' },
  en: { accept: 'Accept all', refuse: 'Refuse all', choose: 'Choose', settings: 'Cookie settings', home: '/en', cms: '/en/partners', search: '/en/properties', blog: '/en/blog', broker: '/en/brokers/julie-tremblay', office: '/en/offices/sherbrooke' },
} as const;

async function putTags(browser: Browser, baseURL: string | undefined, body: unknown) {
  const page = await browser.newPage({ baseURL });
  await login(page);
  const response = await page.request.put('/api/editor/site/script-tags', { headers: { origin: new URL(page.url()).origin }, data: { tags: body } });
  expect(response.status()).toBe(200);
  await page.close();
}

/** The first link of a list page whose path ends with `-{number}` (a listing, an article). */
async function firstItemPath(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const find = async () => {
    const hrefs = await page.locator(`a[href^="${prefix}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => href.split(/[?#]/)[0] ?? '').find((href) => /-\d+$/.test(href));
  };
  await expect.poll(find, { message: `an item link on ${listPath}` }).toBeTruthy();
  return (await find())!;
}

/** Lets a script the page may have started arrive before counting. */
const settle = (page: Page) => page.waitForTimeout(400);

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// One viewport is enough for what the browser loads; the hooks below skip with the tests.
test.skip(({ isMobile }) => isMobile, 'desktop only');

test.beforeAll(async ({ browser }, info) => {
  server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path === '/tracker.js') hits.tracker += 1;
    else if (path === '/necessary.js') hits.necessary += 1;
    else return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end('window.__trackerRan = true;');
  });
  await new Promise<void>((resolve) => server.listen(trackerPort, '127.0.0.1', resolve));
  await putTags(browser, info.project.use.baseURL, tags);
});

test.afterAll(async ({ browser }, info) => {
  await putTags(browser, info.project.use.baseURL, []);
  await new Promise((resolve) => server.close(resolve));
});

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: the statistics tracker waits for consent on every page type, loads once on "Accept all", never on "Refuse all" nor after withdrawal`, async ({ page, browser }, info) => {
    const listing = await firstItemPath(page, t.search, `/${locale}${locale === 'fr' ? '/proprietes' : '/properties'}`);
    const post = await firstItemPath(page, t.blog, t.blog);
    await page.context().clearCookies({ name: 'site_consent' });
    hits.tracker = 0;
    hits.necessary = 0;

    // Before any answer: no request to the tracker on any page type; the banner is there,
    // "Accept all" and "Refuse all" side by side.
    for (const path of [t.home, t.cms, t.search, listing, post, t.broker, t.office]) {
      await page.goto(path);
      const banner = page.locator('#cc-main .cm');
      // The tool is loaded after hydration, in a chunk of its own: generous on a busy machine.
      await expect(banner, path).toBeVisible({ timeout: 20_000 });
      await expect(banner.getByRole('button', { name: t.accept, exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: t.refuse, exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: t.choose, exact: true })).toBeVisible();
      await settle(page);
      expect(hits.tracker, `tracker requests on ${path} before consent`).toBe(0);
    }
    expect(hits.necessary, 'the necessary script loads without consent').toBeGreaterThan(0);

    // "Accept all": the tracker runs once, and the answer is recorded.
    await page.goto(t.home);
    const recorded = page.waitForResponse((response) => /\/api\/swc\/[^/]+\/consent$/.test(response.url()) && response.request().method() === 'POST');
    await page.locator('#cc-main .cm').getByRole('button', { name: t.accept, exact: true }).click();
    expect((await recorded).status()).toBe(201);
    await expect.poll(() => hits.tracker).toBe(1);
    await settle(page);
    expect(hits.tracker).toBe(1);
    await expect(page.locator('#cc-main .cm')).toBeHidden();

    // Withdrawal through the footer link, then a reload: no further request.
    await page.getByRole('button', { name: t.settings, exact: true }).click();
    const preferences = page.locator('#cc-main .pm');
    await expect(preferences).toBeVisible();
    await preferences.getByRole('button', { name: t.refuse, exact: true }).click();
    await expect(preferences).toBeHidden();
    await page.reload();
    await page.goto(t.cms);
    await settle(page);
    expect(hits.tracker, 'tracker requests after withdrawal').toBe(1);
    await expect(page.locator('#cc-main .cm')).toBeHidden();
    // The search page has no footer blocks: its own strip still offers the cookie settings.
    await page.goto(t.search);
    await expect(page.getByRole('button', { name: t.settings, exact: true })).toBeVisible();
    await settle(page);
    expect(hits.tracker, 'tracker requests after withdrawal').toBe(1);

    // A visitor who refuses from the start: nothing, on this page or the next.
    const context = await browser.newContext({ baseURL: info.project.use.baseURL });
    const other = await context.newPage();
    await other.goto(t.home);
    await other.locator('#cc-main .cm').getByRole('button', { name: t.refuse, exact: true }).click();
    await expect(other.locator('#cc-main .cm')).toBeHidden();
    await other.reload();
    await other.goto(t.office);
    await settle(other);
    expect(hits.tracker, 'tracker requests after "Refuse all"').toBe(1);
    await context.close();
  });
}
