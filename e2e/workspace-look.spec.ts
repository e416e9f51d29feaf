import { appendFileSync } from 'node:fs';
import { expect, test, type Cookie, type Page } from '@playwright/test';
import { KIT_FRAME_MAX_WIDTH_PX, KIT_H1_PX } from '../builder/shell/kit-values';
import { WORKSPACE_NAV } from '../builder/shell/nav-items';
import { login } from './helpers/login';
import { measureLook } from './helpers/workspace-look';

/**
 * Walks every workspace screen in French and English, at 1280 px (desktop project) and 390 px
 * (mobile project), and holds the kit's look: no browser-default control, no sideways scroll
 * of the page on a phone, one h1 size and one frame width, the sign-out within reach and the
 * screen's language on the page. LOOK_REPORT=<file> records the measures (one JSON line per
 * screen) to count what a build shows, LOOK_MEASURE_ONLY=1 leaves out the judging (to measure
 * an older build), LOOK_SHOTS=<dir> saves a screenshot of each screen, to look at.
 */
const locales = ['fr', 'en'] as const;
type Locale = (typeof locales)[number];

interface Route {
  name: string;
  /** The path, or the list screen whose first matching link leads to it. */
  path: (locale: Locale) => string;
  from?: string;
  link?: RegExp;
  /** Appended to the link found (a screen reached from the detail screen the link opens). */
  suffix?: string;
  /** Puck's editor fills the screen with its own frame: only overflow, language and sign-out are held. */
  editor?: boolean;
}

const EDITORS = new Set(['chrome']);
const routes: Route[] = [
  ...WORKSPACE_NAV.map((item) => ({ name: item.key, path: item.href, editor: EDITORS.has(item.key) })),
  { name: 'article (new)', path: () => '/qa/articles/new' },
  { name: 'article', path: () => '', from: '/qa/articles', link: /^\/qa\/articles\/\d+$/ },
  { name: 'article content', path: () => '', from: '/qa/articles', link: /^\/qa\/articles\/\d+$/, suffix: '/content', editor: true },
  { name: 'page editor', path: () => '', from: '/qa', link: /^\/qa\/pages\/\d+\/edit$/, editor: true },
  { name: 'listing (new)', path: () => '/qa/listings/new' },
  { name: 'listing', path: () => '', from: '/qa/listings', link: /^\/qa\/listings\/(?!new$)[^/?]+$/ },
  { name: 'lead', path: () => '', from: '/qa/leads', link: /^\/qa\/leads\/\d+$/ },
  { name: 'not found', path: () => '/qa/no-such-screen' },
];

let cookies: Cookie[] = [];
test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await login(await context.newPage());
  cookies = await context.cookies();
  await context.close();
});
test.beforeEach(async ({ context }) => context.addCookies(cookies));

async function resolve(page: Page, route: Route, locale: Locale): Promise<string | null> {
  if (!route.from || !route.link) return route.path(locale);
  await page.goto(`${route.from}?lang=${locale}`);
  const hrefs = await page.locator('main a[href^="/qa/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.map((href) => href.split('?')[0]!).find((href) => route.link!.test(href));
  return found ? `${found}${route.suffix ?? ''}` : null;
}

for (const route of routes) {
  test(`${route.name}: the workspace kit's look in French and English`, async ({ page, isMobile }, info) => {
    for (const locale of locales) {
      const path = await resolve(page, route, locale);
      test.skip(path === null, `No ${route.name} to open in the demo data`);
      await page.goto(`${path}${path!.includes('?') ? '&' : '?'}lang=${locale}`);
      await page.waitForLoadState('load');
      // A 404 thrown while the page streams is swapped in by the browser: wait for the document it ends as.
      await page.waitForFunction(() => document.documentElement.hasAttribute('lang'));
      const look = await measureLook(page);
      if (process.env.LOOK_SHOTS) await page.screenshot({ path: `${process.env.LOOK_SHOTS}/${route.name.replace(/\W+/g, '-')}-${locale}-${info.project.name}.png` });
      if (process.env.LOOK_REPORT) {
        appendFileSync(process.env.LOOK_REPORT, `${JSON.stringify({ route: route.name, path, locale, project: info.project.name, ...look })}\n`);
      }
      if (process.env.LOOK_MEASURE_ONLY) continue;
      const where = `${route.name} (${locale}, ${info.project.name})`;
      expect.soft(look.unstyledControls, `${where}: browser-default controls`).toEqual([]);
      if (isMobile) expect.soft(look.overflowing, `${where}: the page scrolls sideways by ${look.overflowPx} px`).toEqual([]);
      if (isMobile) expect.soft(look.overflowPx, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(look.signOut, `${where}: sign-out within reach`).toBe(true);
      // A 404 gets no search params: it speaks the language stored in the cookie.
      if (route.name === 'not found') expect.soft(look.lang, `${where}: language of the page`).toMatch(/^(fr|en)-CA$/);
      else expect.soft(look.lang, `${where}: language of the page`).toBe(locale === 'fr' ? 'fr-CA' : 'en-CA');
      if (route.editor) continue;
      expect.soft(look.h1Size, `${where}: h1 size`).toBe(KIT_H1_PX);
      expect.soft(look.containerMaxWidth, `${where}: frame width`).toBe(KIT_FRAME_MAX_WIDTH_PX);
    }
  });
}
