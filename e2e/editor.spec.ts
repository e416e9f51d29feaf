import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { login } from './helpers/login';
import { canvasBlock, dragFromDrawer, editLocale, endOfCanvas, fieldInput, publish, waitForEditor } from './helpers/puck';
import { machineRegistry } from '../machines';

/**
 * Editor workspace journeys (/qa): page creation and Puck editing in both locales,
 * publishing and version restore, general settings, edit mode on the public site, the
 * sign-in guard, and the machines page. Puck is desktop-only; the guard and the machines
 * page run in both projects.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A visitor: a fresh context, no session cookie. */
async function asVisitor<T>(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const textBlock = (id: string, title: string, body: string) => ({
  id,
  block_type: 'text_block_1',
  fields: { main_title: { fr: title, en: `${title} (en)` }, description: { fr: `<p>${body}</p>`, en: `<p>${body} (en)</p>` }, cta_repeater: [] },
});

/** Saves a draft through the API (the editor's own endpoint) and publishes it; answers the published version. */
async function saveAndPublish(request: APIRequestContext, id: number, content: unknown[], title: { fr: string; en: string }): Promise<number> {
  const page = (await (await request.get(`/api/editor/pages/${id}`)).json()) as { version: number; paths: Record<string, string> };
  const draft = await request.put(`/api/editor/pages/${id}/draft`, {
    data: { content, title, seo: {}, paths: page.paths, expectedVersion: page.version },
  });
  expect(draft.status()).toBe(200);
  const published = await request.post(`/api/editor/pages/${id}/publish`, { data: {} });
  expect(published.status()).toBe(200);
  // The number the versions panel shows (1, 2, 3… per page), not the draft's lock version.
  return ((await published.json()) as { published_version: number }).published_version;
}

test.describe('editor workspace (desktop)', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'The Puck workspace is a desktop tool.');
  });

  test('create a page, drag a hero and a text block, fill both locales, publish, visitors see it', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const slug = unique();
    const pathFr = `/e2e-page-${slug}`;
    const pathEn = `/e2e-page-en-${slug}`;
    const texts = {
      heroFr: `Titre héros ${slug}`,
      heroEn: `Hero title ${slug}`,
      textTitleFr: `Titre texte ${slug}`,
      textTitleEn: `Text title ${slug}`,
      bodyFr: `Corps du texte en français ${slug}`,
      bodyEn: `English body text ${slug}`,
    };

    await login(page);
    await page.goto('/qa');
    await page.getByLabel('Chemin en français').fill(pathFr);
    await page.getByLabel('Titre en français').fill(`Page E2E ${slug}`);
    await page.getByLabel('Chemin en anglais').fill(pathEn);
    await page.getByLabel('Titre en anglais').fill(`E2E page ${slug}`);
    await page.getByRole('button', { name: 'Créer la page' }).click();
    await expect(page).toHaveURL(/\/qa\/pages\/\d+\/edit$/);
    await waitForEditor(page);

    await dragFromDrawer(page, 'hero_content_1', await endOfCanvas(page));
    await expect(canvasBlock(page, 'hero_content_1')).toHaveCount(1);
    // A block deleted with the action bar leaves the canvas, and the page (two blocks published, below).
    await dragFromDrawer(page, 'spacer_block', await endOfCanvas(page));
    await expect(canvasBlock(page, 'spacer_block')).toHaveCount(1);
    // The mouse at the bar's delete button: at this window's width the canvas is scaled (48 %),
    // and Playwright's actionability check finds the block under the bar instead of the button.
    const spacerBar = page.frameLocator('#preview-frame').locator('[class^="_ActionBar_"]', { hasText: 'Espacement' });
    const deleteButton = await spacerBar.locator('button[title="Supprimer"]').boundingBox();
    if (!deleteButton) throw new Error('no delete action over the selected block');
    await page.mouse.click(deleteButton.x + deleteButton.width / 2, deleteButton.y + deleteButton.height / 2);
    await expect(canvasBlock(page, 'spacer_block')).toHaveCount(0);
    await dragFromDrawer(page, 'text_block_1', await endOfCanvas(page));
    await expect(canvasBlock(page, 'text_block_1')).toHaveCount(1);
    // The hero first, the text after it.
    await expect(page.frameLocator('#preview-frame').locator('[data-block-type]')).toHaveCount(2);
    await expect(page.frameLocator('#preview-frame').locator('[data-block-type]').nth(1)).toHaveAttribute('data-block-type', 'text_block_1');

    // The dropped text block is selected: its fields are in the panel.
    await expect(page.getByRole('heading', { name: 'Texte : colonne de lecture', level: 2 })).toBeVisible();
    await fieldInput(page, 'Titre principal').fill(texts.textTitleFr);
    await fieldInput(page, 'Description').fill(texts.bodyFr);
    await expect(canvasBlock(page, 'text_block_1')).toContainText(texts.textTitleFr);
    await editLocale(page, 'en');
    // The English input shows the English value, with the French text as its hint.
    await fieldInput(page, 'Titre principal').fill(texts.textTitleEn);
    await fieldInput(page, 'Description').fill(texts.bodyEn);
    await expect(canvasBlock(page, 'text_block_1')).toContainText(texts.bodyEn);

    await canvasBlock(page, 'hero_content_1').click({ position: { x: 12, y: 12 } });
    await expect(page.getByRole('heading', { name: 'Héros : image et texte', level: 2 })).toBeVisible();
    await fieldInput(page, 'Titre principal').fill(texts.heroEn);
    await editLocale(page, 'fr');
    await fieldInput(page, 'Titre principal').fill(texts.heroFr);
    await expect(canvasBlock(page, 'hero_content_1')).toContainText(texts.heroFr);

    await publish(page);

    for (const [locale, path, shown, hidden] of [
      ['fr', pathFr, [texts.heroFr, texts.textTitleFr, texts.bodyFr], [texts.heroEn, texts.bodyEn]],
      ['en', pathEn, [texts.heroEn, texts.textTitleEn, texts.bodyEn], [texts.heroFr, texts.bodyFr]],
    ] as const) {
      await asVisitor(browser, baseURL, async (visitor) => {
        const response = await visitor.goto(`/${locale}${path}`);
        expect(response?.status()).toBe(200);
        const main = visitor.locator('main#main-content');
        for (const text of shown) await expect(main.getByText(text)).toBeVisible();
        for (const text of hidden) await expect(main.getByText(text)).toHaveCount(0);
        await expect(main.locator('[data-block-type]')).toHaveCount(2);
      });
    }
  });

  test('on a long page (120 blocks) a block far down opens from ?block= in view, and the end of the page scrolls into the canvas', async ({ page }) => {
    await login(page);
    const slug = `longue-${unique()}`;
    const created = await page.request.post('/api/editor/pages', { data: { paths: { fr: `/${slug}`, en: `/${slug}-en` }, title: { fr: slug, en: slug } } });
    const { id } = (await created.json()) as { id: number };
    const blocks = Array.from({ length: 120 }, (_, i) => textBlock(`section-${i}`, `Section ${i}`, `Paragraphe ${i}`));
    const page0 = (await (await page.request.get(`/api/editor/pages/${id}`)).json()) as { version: number; paths: Record<string, string> };
    const draft = await page.request.put(`/api/editor/pages/${id}/draft`, { data: { content: blocks, title: { fr: slug, en: slug }, seo: {}, paths: page0.paths, expectedVersion: page0.version } });
    expect(draft.status()).toBe(200);

    await page.goto(`/qa/pages/${id}/edit?block=section-100`);
    await waitForEditor(page);
    await expect(fieldInput(page, 'Titre principal')).toHaveValue('Section 100');
    const target = canvasBlock(page, 'text_block_1').filter({ hasText: 'Section 100' });
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top >= -2 && el.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    // Scrolling the canvas to its end shows the last block.
    await page.mouse.move(700, 500);
    await expect.poll(async () => {
      await page.mouse.wheel(0, 20_000);
      return canvasBlock(page, 'text_block_1').filter({ hasText: 'Section 119' }).count();
    }).toBe(1);
  });

  test('sections reordered at /qa/sections, a block deleted in edit mode, a variant published: each seen by a visitor', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const slug = `sections-${unique()}`;
    const title = { fr: `Sections ${slug}`, en: '' };
    await login(page);
    const created = await page.request.post('/api/editor/pages', { data: { paths: { fr: `/${slug}` }, title } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const [a, b, c] = ['Alpha', 'Bravo', 'Charlie'].map((name) => `${name} ${slug}`) as [string, string, string];
    await saveAndPublish(page.request, id, [textBlock('a', a, 'Un'), textBlock('b', b, 'Deux'), textBlock('c', c, 'Trois')], title);
    const publishDraft = async () => expect((await page.request.post(`/api/editor/pages/${id}/publish`, { data: {} })).status()).toBe(200);
    /** The text blocks' titles a visitor reads, in page order, at `query`. */
    const visitorSees = (query = '') =>
      asVisitor(browser, baseURL, async (visitor) => {
        await visitor.goto(`/fr/${slug}${query}`);
        const titles = await visitor.locator('main#main-content [data-block-type="text_block_1"] h2, main#main-content [data-block-type="text_block_1"] h1').allTextContents();
        const banner = await visitor.getByRole('status').filter({ hasText: 'Vous visualisez la variante' }).allTextContents();
        return { titles: titles.map((t) => t.trim()), banner };
      });
    expect((await visitorSees()).titles).toEqual([a, b, c]);

    // /qa/sections: Alpha moves down below Bravo; saved to the draft, then published.
    await page.goto(`/qa/sections?page=${id}`);
    await page.locator('li[data-block-id="a"]').getByRole('button', { name: 'Descendre' }).click();
    await expect(page.locator('li[data-block-id]').first()).toHaveAttribute('data-block-id', 'b');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page.getByText(/Enregistré \(version \d+\)\./)).toBeVisible();
    await publishDraft();
    await expect.poll(async () => (await visitorSees()).titles).toEqual([b, a, c]);

    // Edit mode on the public page: Charlie deleted (confirmed), then published.
    await page.goto(`/fr/${slug}`);
    await page.getByRole('button', { name: 'Mode édition' }).click();
    const charlie = page.locator('[data-block-id="c"]');
    await charlie.hover();
    page.once('dialog', (dialog) => void dialog.accept());
    await charlie.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(/Bloc supprimé du brouillon \(version \d+\)\./).first()).toBeVisible();
    await expect(charlie).toBeHidden();
    await page.getByRole('button', { name: 'Mode édition' }).click();
    await publishDraft();
    await expect.poll(async () => (await visitorSees()).titles).toEqual([b, a]);

    // A variant of the page: not shown at ?variant= until published, then shown with its banner.
    const made = await page.request.post(`/api/editor/pages/${id}/variants`, { data: { name: `Printemps ${slug}`, color: 'amber' } });
    expect(made.status()).toBe(201);
    const variant = (await made.json()) as { id: number };
    const variantTitle = `Variante ${slug}`;
    expect((await page.request.put(`/api/editor/variants/${variant.id}`, { data: { content: [textBlock('v', variantTitle, 'Autre')] } })).status()).toBe(200);
    expect(await visitorSees(`?variant=${variant.id}`)).toEqual({ titles: [b, a], banner: [] });
    expect((await page.request.post(`/api/editor/variants/${variant.id}/publish`, { data: {} })).status()).toBe(200);
    await expect.poll(async () => visitorSees(`?variant=${variant.id}`)).toEqual({ titles: [variantTitle], banner: [`Vous visualisez la variante Printemps ${slug}`] });
    expect(await visitorSees()).toEqual({ titles: [b, a], banner: [] });
  });

  test('a block opened from ?block=, its French and English side by side, and the stale-translation flag', async ({ page }) => {
    await login(page);
    const slug = `traduction-${unique()}`;
    const created = await page.request.post('/api/editor/pages', { data: { paths: { fr: `/${slug}`, en: `/${slug}-en` }, title: { fr: slug, en: slug } } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await saveAndPublish(page.request, id, [textBlock('intro', 'Bonjour', 'Corps')], { fr: slug, en: slug });

    // The edit-mode "Edit" link of the public site opens the workspace on its block.
    await page.goto(`/qa/pages/${id}/edit?block=intro`);
    await waitForEditor(page);
    await expect(page.getByRole('heading', { name: 'Texte : colonne de lecture', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'Français | anglais' }).click();
    const titles = page.locator('xpath=//div[normalize-space(text())="Titre principal"]/..').locator('input').filter({ visible: true });
    await expect(titles).toHaveCount(2);
    await expect(titles.nth(0)).toHaveValue('Bonjour');
    await expect(titles.nth(1)).toHaveValue('Bonjour (en)');

    // French changes, English does not: once the draft is saved the block is flagged.
    await titles.nth(0).fill('Bonjour à tous');
    await expect(page.getByRole('status').filter({ hasText: 'Anglais plus ancien que le français' })).toBeVisible({ timeout: 15_000 });
    // Translating the English catches up: the flag goes away.
    await titles.nth(1).fill('Hello everyone');
    await expect(page.getByRole('status').filter({ hasText: 'Anglais plus ancien que le français' })).toBeHidden({ timeout: 15_000 });
  });

  test('restoring an earlier version from the history puts it back online once published', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const slug = unique();
    const pathFr = `/e2e-versions-${slug}`;
    await login(page);
    const created = await page.request.post('/api/editor/pages', { data: { paths: { fr: pathFr }, title: { fr: `Versions ${slug}` } } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const first = await saveAndPublish(page.request, id, [textBlock('t1', `Première version ${slug}`, 'Un')], { fr: `Versions ${slug}`, en: '' });
    const second = await saveAndPublish(page.request, id, [textBlock('t1', `Deuxième version ${slug}`, 'Deux')], { fr: `Versions ${slug}`, en: '' });
    expect(second).toBeGreaterThan(first);

    const seen = (text: string) =>
      asVisitor(browser, baseURL, async (visitor) => {
        await visitor.goto(`/fr${pathFr}`);
        await expect(visitor.locator('main#main-content').getByText(text)).toBeVisible();
      });
    await seen(`Deuxième version ${slug}`);

    await page.goto(`/qa/pages/${id}/edit`);
    await waitForEditor(page);
    await expect(canvasBlock(page, 'text_block_1')).toContainText(`Deuxième version ${slug}`);
    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    const history = page.getByRole('region', { name: 'Versions publiées' });
    await expect(history.getByText(`Version ${second}`, { exact: true })).toBeVisible();
    const firstItem = history.getByRole('listitem').filter({ has: page.getByText(`Version ${first}`, { exact: true }) });
    page.once('dialog', (dialog) => void dialog.accept());
    await firstItem.getByRole('button', { name: 'Restaurer dans le brouillon' }).click();

    // The editor reloads on the restored draft; the public page is unchanged until published.
    await waitForEditor(page);
    await expect(canvasBlock(page, 'text_block_1')).toContainText(`Première version ${slug}`);
    await seen(`Deuxième version ${slug}`);
    const third = await publish(page);
    expect(third).toBeGreaterThan(second);
    await seen(`Première version ${slug}`);
  });

  test('the red preset in the general settings changes the accent colour of the public site', async ({ page, browser, baseURL }) => {
    const accent = (visitor: Page) => visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent1').trim().toUpperCase());
    const primaryButton = (visitor: Page) =>
      visitor.evaluate(() => {
        // A primary button outside inverted blocks (there it is white on the accent).
        const button = [...document.querySelectorAll<HTMLElement>('main .btn--primary')].find((el) => el.closest('[data-scheme]')?.getAttribute('data-scheme') !== 'inverted');
        return button ? getComputedStyle(button).backgroundColor : null;
      });
    await login(page);
    // The French route: the English one (/qa/general-settings) is English whatever the cookie.
    await page.goto('/qa/parametres-generaux');
    const save = async (preset: 'Rouge' | 'Bleu') => {
      await page.getByRole('radio', { name: preset }).check();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Paramètres enregistrés.' })).toBeVisible();
    };
    try {
      await save('Rouge');
      await asVisitor(browser, baseURL, async (visitor) => {
        await visitor.goto('/fr');
        expect(await accent(visitor)).toBe('#DC1C2E');
        // The home page has primary buttons outside inverted blocks: the check must run.
        expect(await primaryButton(visitor)).toBe('rgb(220, 28, 46)');
      });
    } finally {
      // The other journeys (and specs) run on the same site: put the default preset back.
      await page.reload();
      await save('Bleu');
    }
    await asVisitor(browser, baseURL, async (visitor) => {
      await visitor.goto('/fr');
      expect(await accent(visitor)).toBe('#003DA5');
    });
  });

  test('edit mode on the public site toggles a block colour scheme', async ({ page }) => {
    await login(page);
    await page.goto('/fr');
    const toggle = page.getByRole('button', { name: 'Mode édition' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Les changements vont dans le brouillon' })).toBeVisible();

    const schemeButton = page.getByRole('button', { name: /Changer le jeu de couleurs/ }).first();
    const block = schemeButton.locator('xpath=ancestor::*[@data-block-id][1]');
    const before = await block.getAttribute('data-scheme');
    expect(before).not.toBeNull();
    await block.hover();
    await schemeButton.click();
    // Spec 000: the toggle cycles normal -> normal-grey -> inverted in order and wraps around.
    const order = ['normal', 'normal-grey', 'inverted'];
    const next = (scheme: string) => order[(order.indexOf(scheme) + 1) % order.length]!;
    expect(order).toContain(before);
    await expect(block).toHaveAttribute('data-scheme', next(before!));
    await expect(page.getByText('Brouillon enregistré').first()).toBeVisible();
    await schemeButton.click();
    await expect(block).toHaveAttribute('data-scheme', next(next(before!)));
    await schemeButton.click();
    // Three toggles: back to the original scheme.
    await expect(block).toHaveAttribute('data-scheme', before!);
  });
});

test.describe('signed out', () => {
  const qaPages = ['/qa', '/qa/sections', '/qa/machines', '/qa/general-settings', '/qa/parametres-generaux', '/qa/leads', '/qa/pages/1/edit'];
  const writes = [
    ['POST', '/api/editor/pages'],
    ['PUT', '/api/editor/pages/1/draft'],
    ['POST', '/api/editor/pages/1/publish'],
    ['POST', '/api/editor/pages/1/restore'],
    ['DELETE', '/api/editor/pages/1'],
    ['PUT', '/api/editor/site/theme'],
    ['PUT', '/api/editor/sections'],
    ['POST', '/api/editor/blocks/color-scheme'],
    ['DELETE', '/api/editor/variants/1'],
    ['POST', '/api/leads/1/handled'],
  ] as const;

  test('every /qa page ends on the login page', async ({ browser, baseURL }) => {
    await asVisitor(browser, baseURL, async (visitor) => {
      for (const qaPath of qaPages) {
        await visitor.goto(qaPath);
        await expect(visitor, qaPath).toHaveURL(/\/qa\/login\?next=/);
        await expect(visitor.getByLabel(/courriel|e-?mail/i)).toBeVisible();
      }
    });
  });

  test('a forged session cookie does not open /qa either', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'qa_session', value: 'forged-session-token', url: baseURL! }]);
    const visitor = await context.newPage();
    for (const qaPath of ['/qa', '/qa/pages/1/edit', '/qa/general-settings']) {
      await visitor.goto(qaPath);
      await expect(visitor, qaPath).toHaveURL(/\/qa\/login/);
    }
    const answer = await visitor.request.post('/api/editor/pages', { data: { paths: { fr: '/forged' }, title: { fr: 'x' } } });
    expect(answer.status()).toBe(401);
    await context.close();
  });

  test('write endpoints answer 401', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    for (const [method, url] of writes) {
      const answer = await request.fetch(url, { method, data: {} });
      expect(answer.status(), `${method} ${url}`).toBe(401);
    }
    await request.dispose();
  });
});

test('/qa/machines lists every machine of the project', async ({ page }) => {
  // Every machine file of machines/ is in the registry the page reads...
  const files = fs
    .readdirSync(path.join(process.cwd(), 'machines'))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .map((name) => name.replace(/\.ts$/, ''));
  expect(machineRegistry.map((entry) => entry.file).sort()).toEqual(files.sort());
  await login(page);
  await page.goto('/qa/machines');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // ...and each has its card, with its name and machine id, in the QA language.
  for (const entry of machineRegistry) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(entry.label.fr)}`) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${escapeRegExp(entry.machine.id)}$`) })).toHaveCount(1);
  }
});
