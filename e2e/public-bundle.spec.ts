import { gzipSync } from 'node:zlib';
import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { login } from './helpers/login';
import { editorCodeIn, editorMarkers } from '../scripts/lib/editor-markers.mjs';

/**
 * Visitors never download the editor: no Puck, dnd-kit or edit-mode code in the scripts a
 * public page loads (scripts/lib/editor-markers.mjs); the editor page is the control that
 * proves the markers are found when the code is there.
 */

async function scriptsOf(page: Page, url: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => void scripts.set(response.url(), body))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return scripts;
}


test.describe('public JavaScript', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'Same bundles at every width.');
  });

  for (const url of ['/fr', '/en/properties']) {
    test(`${url} loads no editor code`, async ({ page }, testInfo) => {
      const scripts = await scriptsOf(page, url);
      expect(scripts.size).toBeGreaterThan(0);
      expect(editorCodeIn(scripts.values())).toEqual([]);
      const gzipBytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
      testInfo.annotations.push({ type: 'js-gzip-bytes', description: `${url}: ${gzipBytes} B in ${scripts.size} scripts` });
    });
  }

  // Each block's islands load with the pages that render them (docs/serving.md, "Lean pages"):
  // the form validation (zod) and the form state library ride only with a page that has a form.
  const formCode = (scripts: Map<string, string>) =>
    [...scripts.values()].some((body) => body.includes('ZodError') || body.includes('shouldUseNativeValidation'));

  test('a page without a form loads no form code; the contact page does', async ({ page }) => {
    expect(formCode(await scriptsOf(page, '/fr'))).toBe(false);
    const contact = await page.context().newPage();
    expect(formCode(await scriptsOf(contact, '/fr/contact'))).toBe(true);
    await expect(contact.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  });

  // The header's machines (and xstate) load on first use: the first scroll here.
  test('the home page loads the state-machine library only once the visitor scrolls', async ({ page }) => {
    const scripts = await scriptsOf(page, '/fr');
    const machineCode = () => [...scripts.values()].some((body) => body.includes('xstate.init'));
    expect(machineCode()).toBe(false);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(40);
    }
    await expect(page.locator('header[data-visible]').first()).toHaveAttribute('data-surface', 'opaque');
    await expect.poll(machineCode).toBe(true);
  });

  test('the markers are found in the editor itself (control)', async ({ page }) => {
    await login(page);
    const list = await page.request.get('/api/editor/pages');
    expect(list.ok()).toBe(true);
    const { pages } = (await list.json()) as { pages: { id: number }[] };
    const scripts = await scriptsOf(page, `/qa/pages/${pages[0]?.id}/edit`);
    await expect(page.locator('[data-testid^="drawer-item:"]').first()).toBeVisible({ timeout: 20_000 });
    expect(editorCodeIn(scripts.values())).toEqual(Object.keys(editorMarkers));
  });
});
