import { expect, test } from './helpers/test';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { login } from './helpers/login';
import { canvasBlock, waitForEditor } from './helpers/puck';

/**
 * Media library journeys. The texts are typed here, never read from
 * locales/*.json: a changed wording in the workspace fails the journey.
 *
 * 1. At /qa/media, in both languages of the workspace: upload a phone photo, set its alt
 *    texts and focal point, put it in a hero (through the editor API), publish (refused while
 *    an alt text is missing), and a visitor on this project's viewport gets a resized image
 *    of the right width with the page language's alt text; the file then says where it is used.
 * 2. In the Puck editor, in both languages of the workspace (desktop: Puck is a desktop tool):
 *    select the hero, upload a photo from its image field's library picker, publish (refused
 *    until the file has its alt texts, said in the workspace's language), describe it in the
 *    library with both alt texts and its focal point, publish, and visitors on a desktop and
 *    on a phone get the image from /media/... with a srcset of several widths, its size, the
 *    alt text of their language and the focal point; the file says it is used on that page.
 */
const texts = {
  fr: {
    title: 'Médiathèque',
    choose: 'choisissez-les',
    uploaded: (name: string) => `${name} est dans la médiathèque.`,
    refusedType: (name: string) => `${name} refusé : ce type de fichier n'est pas accepté (JPEG, PNG, WebP, AVIF, GIF, SVG ou PDF).`,
    altFr: 'Texte alternatif (français)',
    altEn: 'Texte alternatif (anglais)',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    focal: 'Point focal',
    usedOn: 'Utilisé sur',
    pickerOpen: 'Médiathèque…',
    pickerTitle: 'Choisir une image',
    tabUpload: 'Téléverser',
    picked: (title: string) => `Image de la médiathèque : ${title}`,
    heroPanel: 'Héros : image et texte',
    publishInvalid: 'Rien n’a été publié : 1 bloc est invalide.',
    publishButton: 'Publier',
    published: /Publiée \(version \d+\)/,
    altMissing: (title: string) => `L’image « ${title} » n’a pas de texte alternatif en français et anglais`,
    details: 'Description',
    close: 'Fermer',
  },
  en: {
    title: 'Media library',
    choose: 'choose them',
    uploaded: (name: string) => `${name} is in the library.`,
    refusedType: (name: string) => `${name} refused: this type of file is not accepted (JPEG, PNG, WebP, AVIF, GIF, SVG or PDF).`,
    altFr: 'Alt text (French)',
    altEn: 'Alt text (English)',
    save: 'Save',
    saved: 'Saved.',
    focal: 'Focal point',
    usedOn: 'Used on',
    pickerOpen: 'Media library…',
    pickerTitle: 'Choose an image',
    tabUpload: 'Upload',
    picked: (title: string) => `Library image: ${title}`,
    heroPanel: 'Hero: image and text',
    publishInvalid: 'Nothing was published: 1 block is invalid.',
    publishButton: 'Publish',
    published: /Published \(version \d+\)/,
    altMissing: (title: string) => `Image “${title}” has no alt text in French and English`,
    details: 'Description',
    close: 'Close',
  },
} as const;

/** A photo made in the test (no remote images): a 12:8 JPEG with a GPS position in its EXIF. */
function photo(width = 2400, height = 1600, colour = '#7a8899'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' } })
    .toBuffer();
}

/** The open file's description: a side panel on a desktop, a full-screen dialog on a phone. */
function details(page: Page, t: (typeof texts)['fr' | 'en']) {
  return page.getByRole(test.info().project.use.isMobile ? 'dialog' : 'complementary', { name: t.details });
}

/** Describes a library file at /qa/media: search it, open it, type both alt texts, save. */
async function describeFile(page: Page, t: (typeof texts)['fr' | 'en'], query: string, fileName: string, alt: { fr?: string; en?: string }): Promise<void> {
  await page.getByRole('searchbox').fill(query);
  await page.getByTitle(fileName).click();
  // The description opens where the user looks: beside the grid on a desktop, over the screen
  // on a phone (below the whole grid it would be out of sight).
  await expect(details(page, t)).toBeVisible();
  await expect(page.getByLabel(t.altFr)).toBeInViewport();
  if (alt.fr) await page.getByLabel(t.altFr).fill(alt.fr);
  if (alt.en) await page.getByLabel(t.altEn).fill(alt.en);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
}

for (const qa of ['fr', 'en'] as const) {
  const t = texts[qa];
  test(`upload, describe, place, publish and see a library photo (workspace in ${qa})`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page);
    const name = `facade-${qa}-${Date.now()}.jpg`;
    const query = name.replace('.jpg', '');

    await page.goto(`/qa/media?lang=${qa}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.choose }).click();
    await (await chooser).setFiles([
      { name, mimeType: 'image/jpeg', buffer: await photo() },
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>hi</body></html>') },
    ]);
    await expect(page.getByText(t.uploaded(name))).toBeVisible();
    await expect(page.getByText(t.refusedType('not-a-photo.jpg'))).toBeVisible();

    // Describe: only the French alt text first.
    await describeFile(page, t, query, name, { fr: 'Façade de la maison' });
    const list = await (await page.request.get(`/api/editor/media?q=${encodeURIComponent(query)}`)).json();
    const item = list.items[0];
    expect(item.width).toBe(2400);

    // Place it in a hero of a new page, through the editor API the workspace uses.
    const slug = `media-${qa}-${Date.now()}`;
    const created = await page.request.post('/api/editor/pages', { data: { paths: { fr: `/${slug}`, en: `/${slug}-en` }, title: { fr: slug, en: slug } } });
    const { id } = await created.json();
    const draft = await (await page.request.get(`/api/editor/pages/${id}`)).json();
    const entry = { url: item.url, alt: '', media_id: item.id };
    const hero = { id: 'hero', block_type: 'hero_content_1', fields: { main_title: { fr: 'Maison', en: 'House' }, image: { media: { fr: entry, en: entry } } } };
    const saved = await page.request.put(`/api/editor/pages/${id}/draft`, {
      data: { content: [hero], title: draft.title, seo: {}, paths: draft.paths, expectedVersion: draft.version },
    });
    expect(saved.status()).toBe(200);

    // Publish is refused while the English alt text is missing.
    const refused = await page.request.post(`/api/editor/pages/${id}/publish`, { data: {} });
    expect(refused.ok()).toBe(false);
    expect(JSON.stringify(await refused.json())).toContain('no alt text in: en');

    await page.getByLabel(t.altEn).fill('Front of the house');
    await page.getByRole('button', { name: `${t.focal}:`, exact: false }).click({ position: { x: 10, y: 10 } });
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    const published = await page.request.post(`/api/editor/pages/${id}/publish`, { data: {} });
    expect(published.status(), await published.text()).toBe(200);

    // A visitor: the image of the right width, with the alt text of the page's language.
    for (const [path, alt] of [[`/fr/${slug}`, 'Façade de la maison'], [`/en/${slug}-en`, 'Front of the house']] as const) {
      await page.goto(path);
      const img = page.locator('section img').first();
      await expect(img).toHaveAttribute('alt', alt);
      await expect(img).toHaveAttribute('width', '2400');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/med_[^/]+\/[0-9a-f]{20}\/.+\?w=\d+$/);
      const width = Number(/\?w=(\d+)$/.exec(await img.evaluate((el: HTMLImageElement) => el.currentSrc))?.[1]);
      const shown = await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().width * window.devicePixelRatio);
      expect(width).toBeGreaterThanOrEqual(Math.min(shown, 1920) * 0.9);
      expect(width).toBeLessThan(Math.max(shown * 2.5, 700));
    }

    // The file says where it is used.
    await page.goto(`/qa/media?lang=${qa}`);
    await page.getByRole('searchbox').fill(query);
    await page.getByTitle(name).click();
    await expect(page.getByRole('heading', { name: t.usedOn })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(slug) }).first()).toBeVisible();

    // Closing it goes back to the file the user chose.
    await details(page, t).getByRole('button', { name: t.close, exact: true }).click();
    await expect(details(page, t)).toBeHidden();
    await expect(page.getByTitle(name)).toBeFocused();
    await expect(page.getByTitle(name)).toBeInViewport();
  });
}

/** A visitor with a fresh context (no session cookie) and the given screen. */
async function asVisitor<T>(browser: Browser, baseURL: string | undefined, screen: 'desktop' | 'phone', run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(
    screen === 'phone' ? { baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { baseURL, viewport: { width: 1280, height: 800 } },
  );
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const qa of ['fr', 'en'] as const) {
  const t = texts[qa];
  test(`in the editor (workspace in ${qa}): upload a photo from the hero image field, describe it with its focal point, publish, visitors get it sized with their alt text`, async ({ page, browser, baseURL, isMobile }) => {
    test.skip(isMobile, 'The Puck workspace is a desktop tool; the phone visitor is checked below (and the first journey runs on the phone).');
    test.setTimeout(180_000);
    await login(page);
    const slug = `picker-${qa}-${Date.now()}`;
    const name = `${slug}.jpg`;
    const created = await page.request.post('/api/editor/pages', { data: { paths: { fr: `/${slug}`, en: `/${slug}-en` }, title: { fr: slug, en: slug } } });
    const { id } = await created.json();
    const draft = await (await page.request.get(`/api/editor/pages/${id}`)).json();
    const hero = { id: 'hero', block_type: 'hero_content_1', fields: { main_title: { fr: 'Maison à vendre', en: 'House for sale' }, cta_repeater: [] } };
    const saved = await page.request.put(`/api/editor/pages/${id}/draft`, { data: { content: [hero], title: draft.title, seo: {}, paths: draft.paths, expectedVersion: draft.version } });
    expect(saved.status()).toBe(200);

    await page.goto(`/qa/pages/${id}/edit?lang=${qa}`);
    await waitForEditor(page);
    // A new hero shows the block's sample image until one is chosen.
    await expect(canvasBlock(page, 'hero_content_1').locator('img')).not.toHaveAttribute('src', new RegExp(`/${name}$`));
    await canvasBlock(page, 'hero_content_1').click({ position: { x: 12, y: 12 } });
    await expect(page.getByRole('heading', { name: t.heroPanel, level: 2 })).toBeVisible();

    // The image field's picker: upload tab, a file from the computer; it is picked as soon as it is in.
    await page.getByRole('button', { name: t.pickerOpen }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: t.pickerTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: t.tabUpload }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: t.choose }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: await photo(1800, 1200, '#3a6ea5') });
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText(t.picked(name)).filter({ visible: true })).toHaveCount(1);
    // The canvas shows the library file at once.
    const canvasImg = canvasBlock(page, 'hero_content_1').locator('img');
    await expect(canvasImg).toHaveAttribute('src', new RegExp(`^/media/med_[^/]+/[0-9a-f]{20}/${name}$`));

    // Publishing is refused while the file has no alt text, and says so in the workspace's
    // language, naming the file by its title (its name without the extension, dashes as spaces).
    await page.getByRole('button', { name: t.publishButton, exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: t.publishInvalid });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText(t.altMissing(slug.replace(/-/g, ' ')));
    await expect(alert).not.toContainText('media:');

    // The editor describes the file in the library (another tab): both alt texts and the
    // focal point (a click a quarter across, three quarters down), then publishes.
    const library = await page.context().newPage();
    await library.goto(`/qa/media?lang=${qa}`);
    await library.getByRole('searchbox').fill(slug);
    await library.getByTitle(name).click();
    await library.getByLabel(t.altFr).fill('Maison bleue');
    await library.getByLabel(t.altEn).fill('Blue house');
    const focal = library.getByRole('button', { name: `${t.focal}:`, exact: false });
    // Once the image is in (its box is the image's).
    await expect.poll(() => focal.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const box = (await focal.boundingBox())!;
    await focal.click({ position: { x: box.width / 4, y: (box.height * 3) / 4 } });
    await expect(focal).toHaveAttribute('aria-label', /: 2[4-6] %, 7[4-6] %$/);
    const [fx, fy] = ((await focal.getAttribute('aria-label')) ?? '').match(/\d+/g)!.map(Number);
    await library.getByRole('button', { name: t.save, exact: true }).click();
    await expect(library.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await page.getByRole('button', { name: t.publishButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.published })).toBeVisible({ timeout: 15_000 });

    // The file now says where it is used: this page, with its address in each language.
    await library.reload();
    await library.getByRole('searchbox').fill(slug);
    await library.getByTitle(name).click();
    await expect(library.getByRole('heading', { name: t.usedOn })).toBeVisible();
    await expect(library.getByRole('link', { name: new RegExp(slug) }).first()).toBeVisible();
    await expect(library.getByRole('link', { name: `/fr/${slug}`, exact: true })).toBeVisible();
    await expect(library.getByRole('link', { name: `/en/${slug}-en`, exact: true })).toBeVisible();
    await library.close();

    for (const screen of ['desktop', 'phone'] as const) {
      for (const [path, alt] of [[`/fr/${slug}`, 'Maison bleue'], [`/en/${slug}-en`, 'Blue house']] as const) {
        await asVisitor(browser, baseURL, screen, async (visitor) => {
          expect((await visitor.goto(path))?.status()).toBe(200);
          const img = visitor.locator('main section img').first();
          await expect(img).toHaveAttribute('alt', alt);
          await expect(img).toHaveAttribute('width', '1800');
          await expect(img).toHaveAttribute('height', '1200');
          // The hero crops around the focal point chosen in the library.
          await expect(img).toHaveCSS('object-position', `${fx}% ${fy}%`);
          const srcset = (await img.getAttribute('srcset')) ?? '';
          const widths = [...srcset.matchAll(/\/media\/med_[^/]+\/[0-9a-f]{20}\/[^ ]+\?w=(\d+) (\d+)w/g)].map((m) => Number(m[1]));
          expect(widths.length, srcset).toBeGreaterThanOrEqual(3);
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
          const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
          // A generated size (?w=), or the file itself at its own width.
          expect(current).toMatch(/\/media\/med_[^/]+\/[0-9a-f]{20}\/[^?]+(\?w=\d+)?$/);
          // The browser picked a width fit for its screen: enough pixels, not the largest for a phone.
          const shown = await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().width * window.devicePixelRatio);
          const width = Number(/\?w=(\d+)$/.exec(current)?.[1] ?? 1800);
          expect(width).toBeGreaterThanOrEqual(Math.min(shown, 1800) * 0.9);
          if (screen === 'desktop') expect(width).toBeLessThan(Math.max(shown * 2.5, 700));
          const served = await visitor.request.get(current);
          expect(served.status()).toBe(200);
          expect(served.headers()['content-type']).toMatch(/^image\/(webp|avif|jpeg)/);
          expect(served.headers()['cache-control']).toContain('immutable');
        });
      }
    }
  });
}
