import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';

/**
 * Each page carries its own blocks' styles inline, written once in its HTML (blocks/BlockSheets.tsx);
 * a client navigation that brings a block type the first page did not have loads that type's
 * sheet from its address before showing the new page.
 */

/** The block classes (a local name and the sheet's hash) the page's elements carry that no loaded rule defines. */
function undefinedBlockClasses(page: Page) {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const defined = selectors.join('\n');
    const classes = new Set([...document.querySelectorAll('main [class]')].flatMap((element) => [...element.classList]));
    return [...classes].filter((name) => /_[A-Za-z0-9_-]{6}$/.test(name) && !defined.includes(`.${name}`));
  });
}

test.describe('block styles', () => {
  test.skip(({ isMobile }) => isMobile, 'the styles do not depend on the viewport');

  test("the home page's HTML writes each block sheet once", async ({ request }) => {
    const html = await (await request.get('/fr')).text();
    const hoisted = /<style data-precedence="blocks" data-href="([^"]+)">([\s\S]*?)<\/style>/.exec(html);
    expect(hoisted, 'block sheets in the head').not.toBeNull();
    const [, keys, css] = hoisted!;
    expect(keys!.split(' ')).toContain('blocks/hero-content-1/styles');
    // The first rule of the hero's sheet appears once: not again in the page's React payload.
    const firstRule = /\.[A-Za-z-]+_[A-Za-z0-9_-]{6}\{[^}]+\}/.exec(css!)![0];
    expect(html.split(firstRule).length - 1).toBe(1);
  });

  for (const [home, contact] of [
    ['/fr', '/fr/contact'],
    ['/en', '/en/contact'],
  ] as const) {
    test(`a client navigation from ${home} to ${contact} styles the contact blocks it brings`, async ({ page }) => {
      await page.goto(home);
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.locator(`footer a[href="${contact}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.locator('[data-block-type="contact_form_block"]')).toBeVisible();
      // The same document: the router navigated, the browser did not load a new page.
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.locator('head link[rel="stylesheet"][href^="/block-sheets/"]').count()).toBeGreaterThan(0);
      expect(await undefinedBlockClasses(page)).toEqual([]);
    });
  }

  test('a sheet is served at its address, for good, and an unknown address is not found', async ({ request }) => {
    const html = await (await request.get('/fr/contact')).text();
    const inline = [...html.matchAll(/<style data-precedence="blocks" data-href="[^"]+">([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    // The page's React payload names each sheet by its address.
    const addresses = [...new Set(html.match(/\/block-sheets\/[A-Za-z0-9_-]{16}\.css/g) ?? [])];
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/css');
      expect(response.headers()['cache-control']).toContain('immutable');
      expect(inline).toContain(await response.text());
    }
    expect((await request.get('/block-sheets/AAAAAAAAAAAAAAAA.css')).status()).toBe(404);
  });
});
