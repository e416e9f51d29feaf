import { test as base, type Page } from '@playwright/test';
import { untilHydrated } from './hydration';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, whose pages wait after each goto/reload until a public page is
 * hydrated (./hydration.ts). Block islands load their code in chunks of their own (README,
 * "Public JavaScript"), so the load event can come before they answer clicks and keystrokes.
 * A page that never hydrates fails the test that opened it.
 */
function waitForHydrationAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page);
    return response;
  };
}

export const test = base.extend({
  // `provide` is Playwright's fixture callback (usually named `use`, which the React hooks lint rule takes for React's).
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForHydrationAfterNavigation(page);
      context.on('page', waitForHydrationAfterNavigation);
    }
    await provide(context);
  },
});
