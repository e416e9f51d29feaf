import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { login } from './helpers/login';

/**
 * Issue 15 in a real browser: the Content-Security-Policy is enforced without breaking the
 * public site or the editor (no violation reported while they load and run), /qa cannot be
 * framed, and the draft preview opens through its POST form.
 */

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|create)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('public pages run under their CSP without violations, in both locales', async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ['/fr', '/en/properties']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  }
  // Client islands hydrated: the search page shows its result count.
  await expect(page.getByText(/\d[\d,\s]* propert/i).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('/qa: nonce on every script, cannot be framed, editor loads and previews a draft', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name.includes('mobile'), 'Puck is desktop-only');
  const violations = watchViolations(page);
  const response = await page.goto('/qa/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  // The browser hides nonce attributes from the DOM, but keeps the property.
  const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((value) => value === nonce)).toBe(true);

  await login(page);
  await page.goto('/qa');
  const previewForm = page.locator('form[action="/api/editor/preview"]').first();
  await expect(previewForm).toHaveAttribute('method', 'post');
  const [preview] = await Promise.all([context.waitForEvent('page'), previewForm.getByRole('button').click()]);
  await preview.waitForLoadState();
  await expect(preview.getByText(/Brouillon|Draft/).first()).toBeVisible();
  expect(new URL(preview.url()).pathname).toMatch(/^\/(fr|en)(\/|$)/);

  await page.locator('a[href^="/qa/pages/"][href$="/edit"]').first().click();
  await expect(page.frameLocator('iframe').first().locator('body')).toBeVisible();
  expect(violations).toEqual([]);
});
