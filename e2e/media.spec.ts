import { expect, test } from './helpers/test';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import type frMedia from '../locales/fr/mediaLibrary.json';
import { login } from './helpers/login';

/**
 * Media library journey (issue 30), in both languages of the workspace: upload a phone photo
 * at /qa/media, set its alt texts and focal point, put it in a hero (through the editor API),
 * publish (refused while an alt text is missing), and a visitor on this project's viewport
 * gets a resized image of the right width with the page language's alt text; the file then
 * says where it is used.
 */
const mediaText = (locale: 'fr' | 'en') =>
  JSON.parse(readFileSync(new URL(`../locales/${locale}/mediaLibrary.json`, import.meta.url), 'utf8')) as typeof frMedia;

for (const qa of ['fr', 'en'] as const) {
  const t = mediaText(qa);
  test(`upload, describe, place, publish and see a library photo (workspace in ${qa})`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page);
    const name = `facade-${qa}-${Date.now()}.jpg`;
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a8899' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' } })
      .toBuffer();

    await page.goto(`/qa/media?lang=${qa}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.choose }).click();
    await (await chooser).setFiles([
      { name, mimeType: 'image/jpeg', buffer: photo },
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>hi</body></html>') },
    ]);
    await expect(page.getByText(t.uploaded.replace('{name}', name))).toBeVisible();
    await expect(page.getByText(t.refused.replace('{name}', 'not-a-photo.jpg').replace('{reason}', t.reasons.unsupported_type))).toBeVisible();

    // Describe: only the French alt text first.
    await page.getByRole('searchbox').fill(name.replace('.jpg', ''));
    await page.getByTitle(name).click();
    await page.getByLabel(t['field-alt-fr']).fill('Façade de la maison');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    const list = await (await page.request.get(`/api/editor/media?q=${encodeURIComponent(name.replace('.jpg', ''))}`)).json();
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

    await page.getByLabel(t['field-alt-en']).fill('Front of the house');
    await page.getByRole('button', { name: t['focal'] + ':', exact: false }).click({ position: { x: 10, y: 10 } });
    await page.getByRole('button', { name: t.save }).click();
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
    await page.getByRole('searchbox').fill(name.replace('.jpg', ''));
    await page.getByTitle(name).click();
    await expect(page.getByRole('heading', { name: t['used-on'] })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(slug) }).first()).toBeVisible();
  });
}
