import type { Page } from '@playwright/test';
import { login } from './helpers/login';
import { waitForEditor } from './helpers/puck';
import { expect, test } from './helpers/test';

/**
 * Every workspace screen reads in its language only: signed in, each screen in French then in
 * English, its visible text, tooltips, accessible names and screen-reader instructions (dnd-kit's
 * hidden ones included) hold no word of the other language and no untranslated message key.
 */
const SCREENS = [
  '/qa',
  'page-editor',
  '/qa/site/header-footer',
  '/qa/articles',
  'article-editor',
  '/qa/sections',
  '/qa/members',
  '/qa/offices',
  '/qa/partners',
  '/qa/media',
  '/qa/listings',
  '/qa/feeds',
  '/qa/leads',
  '/qa/alerts',
  '/qa/accounts',
  '/qa/activity',
  '/qa/compliance',
  '/qa/emails',
  '/qa/sites',
  '/qa/account',
  'settings',
  '/qa/no-such-screen',
];

/** Workspace words of one language the other language's screens must not show (Puck's and dnd-kit's included). */
const FOREIGN = {
  fr: /\b(Switch to|To pick up|draggable|Full-width|Block image|Loading|Save|Saved|Delete|Cancel|Publish|Settings|Upload|No items|Outline|Components|Toggle|Duplicate|Zoom viewport|Page not found|Skip to content)\b|color_scheme/,
  en: /\b(Passer à|Pour déplacer|Enregistrer|Supprimer|Annuler|Rechercher|Publier|Paramètres|Téléverser|Chargement|Modifier|Brouillon|Aucune?|Aller au contenu|Page introuvable)\b/,
};

/** A message key shown as is (next-intl prints 'namespace.key' for a missing message). */
const RAW_KEY = /\b(editor|qa|accounts|membersEditor|collectionsEditor|listingsEditor|mediaLibrary|leads|alerts|emails|media|common|errors|blog-qa|forms)\.[a-z][\w-]*(\.[\w-]+)*\b/;

async function openScreen(page: Page, entry: string, locale: 'fr' | 'en') {
  if (entry === 'page-editor') {
    await page.goto('/qa');
    await page.goto((await page.locator('a[href$="/edit"]').first().getAttribute('href'))!);
    await waitForEditor(page);
  } else if (entry === 'article-editor') {
    await page.goto('/qa/articles');
    const hrefs = await page.locator('a[href^="/qa/articles/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const id = hrefs.map((href) => /^\/qa\/articles\/(\d+)/.exec(href)?.[1]).find(Boolean);
    await page.goto(`/qa/articles/${id}/content?locale=${locale}`);
    await expect(page.locator('iframe#preview-frame')).toBeAttached({ timeout: 20_000 });
  } else if (entry === 'settings') {
    await page.goto(locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings');
  } else {
    await page.goto(entry);
  }
  if (entry.endsWith('editor') || entry === '/qa/site/header-footer') await page.waitForTimeout(1_000);
}

/** What a person reads or hears on the screen: text, tooltips, accessible names, dnd-kit's instructions. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[title], [aria-label], [placeholder], [aria-roledescription], option')].map((el) =>
      ['title', 'aria-label', 'placeholder', 'aria-roledescription'].map((name) => el.getAttribute(name) ?? '').join(' ') + (el.tagName === 'OPTION' ? ` ${el.textContent}` : ''),
    );
    const hidden = [...document.querySelectorAll('[id^="dnd-kit-description"], [id^="DndDescribedBy"]')].map((el) => el.textContent ?? '');
    return [document.title, document.body.innerText, ...attrs, ...hidden].join('\n');
  });
}

for (const locale of ['fr', 'en'] as const) {
  test(`every workspace screen reads in ${locale === 'fr' ? 'French' : 'English'} only`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the words are the same at every width');
    test.setTimeout(300_000);
    await login(page);
    await page.goto(`/api/auth/language?lang=${locale}&next=/qa`);
    const found: Record<string, string[]> = {};
    for (const entry of SCREENS) {
      await openScreen(page, entry, locale);
      expect(await page.locator('html').getAttribute('lang'), `${entry}: lang`).toMatch(new RegExp(`^${locale}`));
      const words = await wordsOf(page);
      const problems = [FOREIGN[locale].exec(words)?.[0], RAW_KEY.exec(words)?.[0]].filter((w): w is string => !!w);
      if (problems.length > 0) found[entry] = problems;
    }
    expect(found).toEqual({});
  });
}
