import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { login } from './helpers/login';
import { publish, waitForEditor } from './helpers/puck';

/**
 * Content and media blocks: the demo page that shows every new block, the hero
 * slider driven by keyboard and by its progress bars, and rich text made bold in Puck's
 * rich-text field, published, then shown bold to visitors. Expected texts are the demo
 * content of the "Notre approche" / "Our approach" page.
 */

const pages = {
  fr: {
    path: '/fr/notre-approche',
    slides: ['Vendre au juste prix, sans stress', 'Trouver la maison qui vous ressemble', 'Premier achat? On vous accompagne'],
    bar: (n: number) => `Afficher la diapositive ${n} sur 3`,
    next: /^Suivante : /,
    alert: 'Alerte propriétés',
    valuation: 'Évaluation gratuite',
    count: /\d+ propriétés?/,
  },
  en: {
    path: '/en/our-approach',
    slides: ['Sell at the right price, stress-free', 'Find the home that fits you', 'First purchase? We’ll guide you'],
    bar: (n: number) => `Show slide ${n} of 3`,
    next: /^Next : /,
    alert: 'Property alerts',
    valuation: 'Free valuation',
    count: /\d+ propert(y|ies)/,
  },
} as const;

const newBlocks = [
  'hero_slider_block',
  'hero_infos_block',
  'image_text_block',
  'list_block',
  'text_img_multiple_block_1',
  'medias_carousel_block',
  'carousel_cards_block',
  'multi_redirect_numbered_block',
  'multi_redirect_icon_block',
  'multi_redirect_vertical_block',
  'categories_slider_block',
  'iframe_block',
  'script_block',
];

/** The slide showing now: the one group of the slider that is not hidden. */
const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-hidden="false"]').first();

for (const locale of ['fr', 'en'] as const) {
  const t = pages[locale];

  test(`${locale}: every new block renders, without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(t.path);
    for (const type of newBlocks) await expect(page.locator(`[data-block-type="${type}"]`), type).toHaveCount(1);
    // Scroll through so lazy images, carousels and the iframe load.
    for (let y = 0; y < 14_000; y += 800) await page.mouse.wheel(0, 800);
    await expect(page.locator('[data-block-type="categories_slider_block"]').getByText(t.count).first()).toBeVisible();
    // The script embed ran (it writes the office hours) and the iframe tool took its height.
    await expect(page.locator('#heures-bureau')).not.toBeEmpty();
    await expect(page.locator('[data-block-type="iframe_block"] iframe')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test(`${locale}: the alert and valuation pages are linked from the site navigation`, async ({ page }) => {
    await page.goto(t.path);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: t.alert })).toHaveAttribute('href', locale === 'fr' ? '/fr/alerte-proprietes' : '/en/property-alerts');
    await expect(page.getByRole('link', { name: t.valuation }).first()).toHaveAttribute('href', locale === 'fr' ? '/fr/evaluation-gratuite' : '/en/free-valuation');
  });

  test(`${locale}: hero slider by clicking its bars and by the keyboard`, async ({ page, isMobile }) => {
    await page.goto(t.path);
    await expect(currentSlide(page)).toContainText(t.slides[0]);
    // A bar jumps to its slide.
    const bar3 = page.getByRole('button', { name: t.bar(3) });
    await bar3.click();
    await expect(currentSlide(page)).toContainText(t.slides[2]);
    await expect(bar3).toHaveAttribute('aria-current', 'true');
    // Arrow keys move while focus is in the slider; both ends wrap.
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toContainText(t.slides[0]);
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toContainText(t.slides[2]);
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toContainText(t.slides[1]);
    // The thumbnail previews the next slide and jumps to it (hidden on small screens).
    if (!isMobile) {
      const thumb = page.getByRole('button', { name: t.next });
      await expect(thumb).toContainText(t.slides[2]);
      await thumb.click();
      await expect(currentSlide(page)).toContainText(t.slides[2]);
      await expect(page.getByRole('button', { name: t.next })).toContainText(t.slides[0]);
    }
  });
}

test('an editor makes a word bold in the rich-text field, publishes, visitors see it bold', async ({ page, isMobile }) => {
  test.skip(isMobile, 'The Puck workspace is a desktop tool.');
  test.setTimeout(150_000);
  await login(page);
  const slug = `gras-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/editor/pages', {
    data: { paths: { fr: `/${slug}`, en: `/${slug}-en` }, title: { fr: slug, en: slug } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const current = (await (await page.request.get(`/api/editor/pages/${id}`)).json()) as { version: number; paths: Record<string, string> };
  const draft = await page.request.put(`/api/editor/pages/${id}/draft`, {
    data: {
      content: [
        {
          id: 'intro',
          block_type: 'text_block_1',
          fields: { main_title: { fr: 'Vendre', en: 'Selling' }, description: { fr: '<p>Un conseil important</p>', en: '<p>One useful tip</p>' }, cta_repeater: [] },
        },
      ],
      title: { fr: slug, en: slug },
      seo: {},
      paths: current.paths,
      expectedVersion: current.version,
    },
  });
  expect(draft.status()).toBe(200);

  await page.goto(`/qa/pages/${id}/edit?block=intro`);
  await waitForEditor(page);
  const boldLastWord = async () => {
    const editor = page.locator('.ProseMirror[contenteditable="true"]').filter({ visible: true }).first();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Gras' }).filter({ visible: true }).first().click();
    await expect(editor.locator('strong')).toHaveCount(1);
  };
  await boldLastWord();
  // Switching the editing language shows the English text in the rich-text field, not the French.
  await page.getByRole('radio', { name: 'EN', exact: true }).click();
  const visibleEditor = page.locator('.ProseMirror[contenteditable="true"]').filter({ visible: true }).first();
  await expect(visibleEditor).toHaveText('One useful tip');
  await page.getByRole('radio', { name: 'FR', exact: true }).click();
  await expect(visibleEditor.locator('strong')).toHaveText('important');
  await publish(page);

  await page.goto(`/fr/${slug}`);
  await expect(page.locator('[data-block-type="text_block_1"] strong')).toHaveText('important');
  await page.goto(`/en/${slug}-en`);
  // The English text was not touched: no bold there.
  await expect(page.locator('[data-block-type="text_block_1"]')).toContainText('One useful tip');
  await expect(page.locator('[data-block-type="text_block_1"] strong')).toHaveCount(0);
});
