import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Driving the Puck editor (/qa/pages/[id]/edit) from Playwright. Puck 0.23 drags with
 * dnd-kit's pointer sensor: a real press on a drawer item, a few small moves to start the
 * drag, then moves into the canvas iframe and a release over its drop zone.
 */

/** The canvas: Puck renders the blocks in an iframe (#preview-frame). */
export function canvas(page: Page): FrameLocator {
  return page.frameLocator('#preview-frame');
}

/** A block in the canvas, by block type. */
export function canvasBlock(page: Page, type: string): Locator {
  return canvas(page).locator(`[data-block-type="${type}"]`);
}

/** The drawer item of a block type (Puck's own test id: drawer-item:<component name>). */
export function drawerItem(page: Page, type: string): Locator {
  return page.locator(`[data-testid="drawer-item:${type}"]`);
}

/** Waits until Puck shows its drawer and the canvas iframe (the editor is usable). */
export async function waitForEditor(page: Page): Promise<void> {
  await expect(drawerItem(page, 'text_block_1')).toBeVisible({ timeout: 20_000 });
  await expect(canvas(page).locator('[data-puck-dropzone]').first()).toBeAttached({ timeout: 20_000 });
}

/**
 * Drags a block type from the drawer to a point of the page (main-frame coordinates):
 * the bottom edge of an existing block drops after it, an empty root zone takes the first.
 */
export async function dragFromDrawer(page: Page, type: string, to: { x: number; y: number }): Promise<void> {
  const item = drawerItem(page, type);
  await item.scrollIntoViewIfNeeded();
  const box = await item.boundingBox();
  if (!box) throw new Error(`drawer item ${type} has no box`);
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Past dnd-kit's 5 px activation distance first, then into the canvas in small steps.
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.move(to.x, to.y + 3, { steps: 3 });
  await page.mouse.up();
}

/** Where to drop so a block lands at the end of the page: below the last block, else the top of the canvas. */
export async function endOfCanvas(page: Page): Promise<{ x: number; y: number }> {
  const blocks = canvas(page).locator('[data-block-type]');
  const count = await blocks.count();
  if (count > 0) {
    const last = await blocks.nth(count - 1).boundingBox();
    if (last) return { x: last.x + last.width / 2, y: last.y + last.height - 6 };
  }
  const frame = await page.locator('#preview-frame').boundingBox();
  if (!frame) throw new Error('no canvas iframe');
  return { x: frame.x + frame.width / 2, y: frame.y + 30 };
}

/**
 * The input (or textarea) of a field in Puck's fields panel, by its label. Localised
 * fields show the label after a FR/EN badge; the input edits the header's locale.
 */
export function fieldInput(page: Page, label: string): Locator {
  return page
    .locator(`xpath=//div[normalize-space(text())="${label}"]/..`)
    // Rich text is a ProseMirror editor (contenteditable), other fields inputs and textareas.
    .locator('input, textarea, .ProseMirror[contenteditable="true"]')
    // Puck keeps other panels' fields mounted but hidden: only the shown one is editable.
    .filter({ visible: true })
    .first();
}

/** Switches which locale the fields edit and the canvas shows (the FR/EN radios in the header). */
export async function editLocale(page: Page, locale: 'fr' | 'en'): Promise<void> {
  const radio = page.getByRole('radiogroup', { name: /Langue éditée|Edited language|Editing language/i }).getByRole('radio', { name: locale.toUpperCase() });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

/** Clicks Publier and answers the published version number. */
export async function publish(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /Publiée \(version \d+\)/ });
  await expect(status).toBeVisible({ timeout: 15_000 });
  const match = /version (\d+)/.exec((await status.textContent()) ?? '');
  return Number(match?.[1]);
}
