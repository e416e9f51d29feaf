import type { Page } from '@playwright/test';

/** How long a public page may take to hydrate after its load event before the test fails. */
export const HYDRATION_TIMEOUT_MS = 15_000;

/** The page went away while we waited (closed, or navigated by the test): nothing to wait for. */
function pageWentAway(page: Pick<Page, 'isClosed'>, error: unknown): boolean {
  if (page.isClosed()) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Target page, context or browser has been closed|navigat/i.test(message);
}

/**
 * Waits until a public page is hydrated: SiteChrome marks <html data-hydrated> once its block
 * islands answer clicks and keystrokes (components/site/HydrationMark.client.tsx). Pages
 * without the site chrome (no skip link to #main-content: the workspace, the bilingual 404) are not waited for.
 * A page that does not hydrate within HYDRATION_TIMEOUT_MS fails the test (a broken island
 * must not pass as a slow one); only a page closed or navigated away meanwhile is let go.
 */
export async function untilHydrated(page: Pick<Page, 'waitForFunction' | 'isClosed' | 'url'>): Promise<void> {
  try {
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('a.skip-link[href="#main-content"]'),
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    );
  } catch (error) {
    if (pageWentAway(page, error)) return;
    throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms (no data-hydrated on <html>)`, { cause: error });
  }
}
