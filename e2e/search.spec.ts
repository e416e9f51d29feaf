import { expect, test } from './helpers/test';
import type { Locator, Page, Response } from '@playwright/test';
import { searchMessages } from './helpers/messages';

/**
 * Property search journeys (spec 000 sections 4 and 10, spec 001 section 9), in both
 * languages: results and map, the filter overlay with its live count, the shareable URL,
 * sort, infinite loading, hover popups and the home page's search bar.
 * The map has no tiles offline; markers, clusters and popups work without them.
 */

/** The first search of a page: every marker and the first 25 listings. */
const isMapAnswer = (response: Response) => response.url().includes('/properties?') && response.url().includes('format=map') && response.ok();

interface MapAnswer {
  total: number;
  truncated: boolean;
  propertiesMap: unknown[];
  propertiesListing: unknown[];
}

async function mapAnswer(response: Promise<Response>): Promise<MapAnswer> {
  return ((await (await response).json()) as { data: MapAnswer }).data;
}

/** "1 931 propriétés" / "1,931 properties" -> 1931 ("Aucune propriété" -> 0). */
function countOf(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** A card's price as a number: "2 500 $/mois" -> 2500, "$575,000" -> 575000. */
function priceOf(text: string): number {
  return Number(text.replace(/\/.*$/, '').replace(/\D/g, ''));
}

for (const [locale, path, m] of [
  ['fr', '/fr/proprietes', searchMessages.fr],
  ['en', '/en/properties', searchMessages.en],
] as const) {
  const countText = new RegExp(`^\\d[\\d\\s,.\u00a0\u202f]*\\s(${locale === 'fr' ? 'propriétés?' : 'propert(y|ies)'})$`);

  /** The parts of the results page the journeys use. */
  function resultsPage(page: Page) {
    const list = page.getByRole('region', { name: m.results['list-label'] });
    return {
      list,
      count: list.locator('p[aria-live="polite"]'),
      cards: list.getByRole('article'),
      map: page.getByRole('region', { name: m.results['map-label'] }),
      sort: list.getByRole('combobox', { name: m.results.sort }),
    };
  }

  /**
   * In the open overlay, picks Laval and a price range; resolves once the live count of
   * that whole draft has answered (counts are throttled, so earlier drafts answer first).
   */
  async function chooseLavalAndPrice(page: Page, dialog: Locator) {
    const counted = page.waitForResponse((r) => {
      const query = new URL(r.url()).searchParams;
      return r.url().includes('/properties?') && query.get('format') === 'count' && query.get('mun') === '65005' && query.get('price_max') === '800000' && query.get('price_min') === '300000';
    });
    await dialog.getByRole('button', { name: new RegExp(m.municipality.label) }).click();
    await dialog.getByRole('searchbox', { name: m.municipality.search }).fill('Laval');
    await dialog.getByRole('checkbox', { name: 'Laval', exact: true }).check();
    await dialog.getByLabel(m.overlay['price-min'], { exact: true }).fill('300000');
    // No Enter, no blur: the typed maximum counts at once.
    await dialog.getByLabel(m.overlay['price-max'], { exact: true }).fill('800000');
    return ((await (await counted).json()) as { data: { total: number } }).data.total;
  }

  const seeResults = (dialog: Locator) =>
    dialog.getByRole('button', { name: locale === 'fr' ? /^(Voir \d[\d\s\u202f\u00a0]* résultats?|Aucun résultat)$/ : /^(See [\d,]+ results?|No results)$/ });

  test.describe(`property search (${locale})`, () => {
    test('the results count, the listing cards and the map markers show and agree', async ({ page, isMobile }) => {
      const answer = page.waitForResponse(isMapAnswer);
      await page.goto(path);
      const data = await mapAnswer(answer);
      const results = resultsPage(page);
      // A phone opens on the list; list and map together are a tap away.
      if (isMobile) await page.getByRole('group', { name: m.results.view }).getByRole('button', { name: m.results['view-both'], exact: true }).click();

      await expect(results.count).toHaveText(countText);
      expect(data.truncated).toBe(false);
      // The count is the listings found, and the map got one marker per listing.
      expect(countOf(await results.count.innerText())).toBe(data.total);
      expect(data.propertiesMap).toHaveLength(data.total);
      await expect(results.cards).toHaveCount(25);
      await expect(results.cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${path}/[a-z0-9-]+-\\d+$`));
      // Half baths are written with the language's decimal separator ("2,5" in French).
      const specs = (await results.list.getByRole('list', { name: m.card.specs }).allInnerTexts()).join('\n');
      expect(specs).toMatch(/\d/);
      expect(specs).not.toMatch(locale === 'fr' ? /\d\.\d/ : /\d,\d{1,2}\s/);

      // Markers are clustered: every cluster names how many listings it holds, and
      // together they never hold more than the count.
      await expect(results.map).toBeVisible();
      const clusters = results.map.locator('.listings-cluster span[aria-label]');
      await expect(clusters.first()).toBeVisible();
      const clusterLabel = new RegExp(m.results.cluster.replace('{count}', '(\\d+)'));
      const inClusters = (await clusters.evaluateAll((spans) => spans.map((s) => s.getAttribute('aria-label') ?? ''))).map((label) =>
        Number(clusterLabel.exec(label)?.[1] ?? NaN),
      );
      expect(inClusters.every((n) => n > 1)).toBe(true);
      expect(inClusters.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(data.total);
    });

    test('the first cards are in the server HTML (JavaScript off), the first photo first; the browser keeps them and completes the page', async ({ browser, baseURL, viewport, page }) => {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(path);
      const served = resultsPage(noScript);
      await expect(served.cards).toHaveCount(6);
      // The first photo in the list loads first (a card without a photo shows a placeholder); the others wait.
      const photos = served.cards.locator('img');
      await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(photos.first()).toHaveAttribute('loading', 'eager');
      await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(served.cards.locator('img[fetchpriority="high"]')).toHaveCount(1);
      const serverFirst = await served.cards.first().getByRole('link').getAttribute('href');
      await context.close();

      // With scripts, the same first card stays where it is and the list grows to the first page.
      const answer = page.waitForResponse(isMapAnswer);
      await page.goto(path);
      await mapAnswer(answer);
      const results = resultsPage(page);
      await expect(results.cards).toHaveCount(25);
      await expect(results.cards.first().getByRole('link')).toHaveAttribute('href', serverFirst!);
    });

    test('the filter overlay counts live, applies to the list, the map and the URL, and the URL reopens the search', async ({ page, browser, baseURL, viewport, isMobile }) => {
      await page.goto(path);
      const results = resultsPage(page);
      await expect(results.count).toHaveText(countText);
      const before = countOf(await results.count.innerText());

      await page.getByRole('button', { name: new RegExp(`^${m.results.filters}`) }).click();
      const dialog = page.getByRole('dialog', { name: m.overlay.title });
      await expect(dialog).toBeVisible();
      // Every control fits the sheet, on a phone too (a fieldset is as wide as its content by
      // default: the price slider and inputs once ran off a 390 px screen).
      const overflowing = await dialog.evaluate((sheet) => {
        const right = sheet.getBoundingClientRect().right;
        return [...sheet.querySelectorAll('fieldset, input')].filter((el) => el.getBoundingClientRect().right > right + 1).length;
      });
      expect(overflowing).toBe(0);
      // Issue 33: a modal dialog keeps focus. Tab and Shift+Tab cycle inside it, past either end.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let press = 1; press <= 24; press += 1) {
          await page.keyboard.press(key);
          expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} × ${press}`).toBe(true);
        }
      }
      // The live count starts from the current search.
      await expect.poll(async () => countOf(await seeResults(dialog).innerText())).toBe(before);

      const announced = await chooseLavalAndPrice(page, dialog);
      await expect.poll(async () => countOf(await seeResults(dialog).innerText())).toBe(announced);
      expect(announced).toBeGreaterThan(0);
      expect(announced).toBeLessThan(before);

      const answer = page.waitForResponse(isMapAnswer);
      await seeResults(dialog).click();
      await expect(dialog).toBeHidden();
      const data = await mapAnswer(answer);
      // WCAG 2.4.3: focus is back on the button that opened the overlay.
      await expect(page.getByRole('button', { name: new RegExp(`^${m.results.filters}`) })).toBeFocused();

      // The URL carries the filters, the list and the map show what the overlay announced.
      await expect(page).toHaveURL(/[?&]mun=65005(&|$)/);
      expect(new URL(page.url()).searchParams.get('price_min')).toBe('300000');
      expect(new URL(page.url()).searchParams.get('price_max')).toBe('800000');
      await expect(results.count).toHaveText(countText);
      expect(countOf(await results.count.innerText())).toBe(announced);
      expect(data.total).toBe(announced);
      expect(data.propertiesMap).toHaveLength(announced);
      await expect(results.cards).toHaveCount(Math.min(announced, 25));
      await expect(results.cards.first()).toContainText('Laval');
      const prices = (await results.cards.evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''))).map(priceOf);
      for (const price of prices) expect(price).toBeGreaterThanOrEqual(300_000);
      for (const price of prices) expect(price).toBeLessThanOrEqual(800_000);

      // Someone opening the shared address sees the same search.
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });
      const shared = await context.newPage();
      await shared.goto(page.url());
      const sharedResults = resultsPage(shared);
      await expect(sharedResults.count).toHaveText(countText);
      expect(countOf(await sharedResults.count.innerText())).toBe(announced);
      await expect(shared).toHaveURL(page.url());
      await context.close();
    });

    test('sorting by price ascending orders the cards and lands in the URL', async ({ page }) => {
      await page.goto(path);
      const results = resultsPage(page);
      await expect(results.cards).toHaveCount(25);
      const firstBefore = await results.cards.first().getByRole('link').getAttribute('href');

      await results.sort.selectOption({ label: m.results['sort-price_asc'] });
      await expect(page).toHaveURL(/[?&]order_by=price_asc(&|$)/);
      await expect(results.cards.first().getByRole('link')).not.toHaveAttribute('href', firstBefore ?? '');
      await expect(results.cards).toHaveCount(25);
      const prices = (await results.cards.evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''))).map(priceOf);
      for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1]!);
    });

    test('scrolling to the end of the list loads more listings', async ({ page }) => {
      await page.goto(path);
      const results = resultsPage(page);
      await expect(results.cards).toHaveCount(25);
      await results.cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => results.cards.count()).toBeGreaterThan(25);
      await expect(results.cards).toHaveCount(50);
    });

    test('keyboard: tabbing past the last card loads nothing; the load-more button does', async ({ page, isMobile }) => {
      test.skip(isMobile, 'a keyboard journey');
      await page.goto(path);
      const results = resultsPage(page);
      await expect(results.cards).toHaveCount(25);
      await results.cards.nth(23).getByRole('link').focus();
      await page.keyboard.press('Tab');
      await expect(results.cards.nth(24).getByRole('link')).toBeFocused();
      await page.waitForTimeout(1000);
      await expect(results.cards).toHaveCount(25);
      await page.keyboard.press('Tab');
      const more = page.getByRole('button', { name: m.results['load-more'].replace(/\s*\(.*$/, '') });
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(results.cards).toHaveCount(50);
    });

    test('hovering a listing card opens its popup on the map', async ({ page, isMobile }) => {
      test.skip(isMobile, 'hover is a pointer journey');
      await page.goto(path);
      const results = resultsPage(page);
      await expect(results.cards).toHaveCount(25);
      // Leaflet loads lazily: wait for its markers before hovering.
      await expect(results.map.locator('.listings-cluster').first()).toBeVisible();
      const card = results.cards.nth(1);
      const address = await card.getByRole('heading').innerText();
      const price = await card.locator('p').first().innerText();
      await card.hover();
      const popup = results.map.locator('.leaflet-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(address);
      await expect(popup).toContainText(price.replace(/\s*\/.*$/, '').trim());
      await expect(popup.getByRole('link')).toHaveAttribute('href', (await card.getByRole('link').getAttribute('href'))!);
    });

    test('a listing card opens the listing page', async ({ page }) => {
      await page.goto(path);
      const link = resultsPage(page).cards.first().getByRole('link');
      const href = (await link.getAttribute('href'))!;
      const street = (await link.innerText()).split(',')[0]!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(street);
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
    });

    test('the home search bar takes a municipality to the results page', async ({ page, isMobile }) => {
      await page.goto(`/${locale}`);
      const answer = page.waitForResponse((r) => isMapAnswer(r) && new URL(r.url()).searchParams.getAll('mun').join() === '65005');
      const bar = page.getByRole('tabpanel', { name: m.hero['find-tab'] });
      await bar.getByRole('button', { name: new RegExp(m.municipality.label) }).click();
      if (isMobile) {
        // Below md the municipality trigger opens the filter overlay (spec 000 section 10).
        const dialog = page.getByRole('dialog', { name: m.overlay.title });
        await dialog.getByRole('button', { name: new RegExp(m.municipality.label) }).click();
        await dialog.getByRole('searchbox', { name: m.municipality.search }).fill('Laval');
        await dialog.getByRole('checkbox', { name: 'Laval', exact: true }).check();
        await expect(seeResults(dialog)).toBeEnabled();
        await seeResults(dialog).click();
      } else {
        await bar.getByRole('searchbox', { name: m.municipality.search }).fill('Laval');
        await bar.getByRole('checkbox', { name: 'Laval', exact: true }).check();
        await bar.getByRole('button', { name: m.hero.find, exact: true }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${path}\\?mun=65005$`));
      const results = resultsPage(page);
      await expect(results.count).toHaveText(countText);
      await expect(page.getByRole('button', { name: new RegExp(`${m.municipality.label}.*Laval`) }).first()).toBeVisible();
      // The count is Laval's (the search ran with the filter) and every card is in Laval.
      const data = await mapAnswer(answer);
      expect(data.total).toBeGreaterThan(0);
      expect(countOf(await results.count.innerText())).toBe(data.total);
      await expect(results.cards).toHaveCount(Math.min(data.total, 25));
      for (const text of await results.cards.allInnerTexts()) expect(text).toContain('Laval');
    });
  });
}
