#!/usr/bin/env node
/**
 * `npm run bench:editor`: what an editor and a visitor feel, measured in Debian's Chromium
 * against a throw-away production server (fresh embedded database; builds if needed).
 *  1. Time for the Puck editor to become interactive on an N-block page (40 by default): from
 *     navigation start to the drawer being visible and the canvas iframe showing its viewport
 *     filled with rendered blocks (all N on a page shorter than the viewport; Puck's root
 *     virtualization renders only the blocks near the viewport of a long page).
 *  2. Time from a drag-drop (mouse release over the canvas) to the new block (a spacer with a new
 *     id) in the canvas.
 *  3. Time from one key press in a block's text field to the canvas showing the new text.
 *  4. Time from the click on a block's delete action to the block gone from the canvas.
 *  Clocks 2-4 start inside the page (pointerup / keydown / click listeners, performance.now())
 *  and stop in a MutationObserver on the canvas iframe, so a busy browser cannot report 0 ms.
 *  3. The public home page's JavaScript (gzip bytes, both locales), with a check that no
 *     Puck or dnd-kit code is among it.
 * Writes bench-results/editor[-N].json with the machine's load average. Env: BENCH_RUNS (5),
 * BENCH_BLOCKS (40; or `npm run bench:editor -- 200`), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { editorCodeIn } from './lib/editor-markers.mjs';
import { repoRoot } from './lib/next-cli.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const runs = Number(process.env.BENCH_RUNS || 5);
const admin = { email: 'bench@example.com', password: 'bench-password-123' };
const BLOCK_COUNT = Number(process.argv[2] || process.env.BENCH_BLOCKS || 40);
const KEYSTROKES = 10;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({ runs: values.length, p50: percentile(values, 50), max: Math.max(...values), all: values });

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/qa/login`);
  await page.getByLabel(/courriel|e-?mail/i).fill(admin.email);
  await page.getByLabel(/mot de passe|password/i).fill(admin.password);
  await page.getByLabel(/mot de passe|password/i).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/qa/login'));
}

/** A draft page of 40 content blocks made from the registry's demo blocks. */
async function createBigPage(request, baseUrl) {
  const demo = await (await request.get(`${baseUrl}/api/development/demo-page`)).json();
  const content = demo.data.blocks.filter((b) => !/^(header|footer)/.test(b.block_type));
  const blocks = Array.from({ length: BLOCK_COUNT }, (_, i) => ({ ...content[i % content.length], id: `bench-${i}` }));
  const slug = `bench-${Date.now()}`;
  const created = await request.post(`${baseUrl}/api/editor/pages`, {
    data: { paths: { fr: `/${slug}`, en: `/${slug}-en` }, title: { fr: slug, en: slug } },
  });
  if (created.status() !== 201) throw new Error(`create page: ${created.status()} ${await created.text()}`);
  const { id } = await created.json();
  const page = await (await request.get(`${baseUrl}/api/editor/pages/${id}`)).json();
  const draft = await request.put(`${baseUrl}/api/editor/pages/${id}/draft`, {
    data: { content: blocks, title: { fr: slug, en: slug }, seo: {}, paths: page.paths, expectedVersion: page.version },
  });
  if (draft.status() !== 200) throw new Error(`save draft: ${draft.status()} ${await draft.text()}`);
  return id;
}

const canvasBlocks = (page) => page.frameLocator('#preview-frame').locator('[data-block-type]');

async function editorInteractive(page, url) {
  const started = Date.now();
  await page.goto(url);
  await page.locator('[data-testid="drawer-item:text_block_1"]').waitFor({ state: 'visible', timeout: 60_000 });
  // The canvas is ready when it shows what fits in its viewport: every block of a short page,
  // or, on a long page (Puck renders only the blocks near the viewport), blocks down to the
  // bottom of the canvas's visible area.
  await page.waitForFunction(
    (count) => {
      const frame = document.querySelector('#preview-frame');
      const blocks = frame?.contentDocument?.querySelectorAll('[data-block-type]') ?? [];
      if (blocks.length >= count) return true;
      const last = blocks[blocks.length - 1];
      return Boolean(last && frame.contentWindow && last.getBoundingClientRect().bottom >= frame.contentWindow.innerHeight);
    },
    BLOCK_COUNT,
    { timeout: 60_000, polling: 'raf' },
  );
  return Date.now() - started;
}

/**
 * With BENCH_PROFILE=dir, records a Chromium CPU profile of `action` (an editor load, a drop,
 * a run's key presses, a delete; the page's main thread, canvas iframe included) into
 * dir/<name>.cpuprofile, for chrome://inspect or speedscope. Profiling slows what it records: figures of such a run are
 * not comparable.
 */
async function profiled(page, name, action) {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return action();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await action();
  const { profile } = await cdp.send('Profiler.stop');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

async function dragToCanvas(page) {
  // Ids of the blocks rendered now: the dropped spacer is the one with a new id (on a long,
  // virtualised page the count of rendered blocks may not grow).
  const before = await page.evaluate(() =>
    [...document.querySelector('#preview-frame').contentDocument.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id')),
  );
  const item = page.locator('[data-testid="drawer-item:spacer_block"]');
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  const target = await canvasBlocks(page).first().boundingBox();
  if (!from || !target) throw new Error('drawer item or canvas block not found');
  const to = { x: target.x + target.width / 2, y: target.y + target.height - 6 };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.move(to.x, to.y + 3, { steps: 3 });
  // Time from the release (pointerup seen in the page) to the canvas showing one more block.
  await armCanvasClock(
    page,
    ['pointerup', 'mouseup'],
    `(doc) => [...doc.querySelectorAll('[data-block-type="spacer_block"]')].some((el) => !${JSON.stringify(before)}.includes(el.getAttribute('data-block-id')))`,
  );
  await page.mouse.up();
  return readCanvasClock(page);
}

/**
 * Starts a clock at the first of `events` (capture listeners in the page and in the canvas
 * iframe) and stops it when the canvas, observed by a MutationObserver, satisfies `done`.
 */
async function armCanvasClock(page, events, done) {
  await page.evaluate(
    ({ events, done }) => {
      const isDone = new Function(`return (${done})`)();
      const doc = document.querySelector('#preview-frame').contentDocument;
      const clock = { started: null, ms: null };
      window.__benchClock = clock;
      const start = () => {
        if (clock.started === null) clock.started = performance.now();
      };
      const targets = [window, document.querySelector('#preview-frame').contentWindow];
      for (const target of targets) for (const type of events) target.addEventListener(type, start, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (clock.started === null || clock.ms !== null) return;
        if (isDone(doc)) {
          clock.ms = performance.now() - clock.started;
          observer.disconnect();
        }
      });
      observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    },
    { events, done },
  );
}

async function readCanvasClock(page) {
  const handle = await page.waitForFunction(() => window.__benchClock?.ms ?? null, null, { timeout: 15_000, polling: 50 });
  return Math.round(await handle.jsonValue());
}

/** Selects the canvas block `id` (its fields open in the right panel). */
async function selectCanvasBlock(page, id) {
  const block = page.frameLocator('#preview-frame').locator(`[data-block-id="${id}"]`);
  await block.scrollIntoViewIfNeeded();
  await block.click({ position: { x: 20, y: 12 } });
  await page.waitForTimeout(300);
}

/**
 * One key press in a text field of a block in the middle of the page, to the canvas showing
 * the new text: the first text input of the selected block whose value the block displays.
 */
async function keystrokes(page, run) {
  const ids = await page.evaluate(() =>
    [...document.querySelector('#preview-frame').contentDocument.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id')),
  );
  const middle = Math.floor(ids.length / 2);
  for (const id of [...ids.slice(middle), ...ids.slice(0, middle)]) {
    await selectCanvasBlock(page, id);
    const found = await page.evaluate((blockId) => {
      const block = document.querySelector('#preview-frame').contentDocument.querySelector(`[data-block-id="${blockId}"]`);
      const text = block?.textContent ?? '';
      const inputs = [...document.querySelectorAll('input[type="text"], input:not([type])')].filter(
        (input) => input.getClientRects().length > 0 && !input.disabled && !input.readOnly && input.value.length > 3 && text.includes(input.value),
      );
      if (inputs.length === 0) return false;
      inputs.forEach((input) => input.removeAttribute('data-bench-input'));
      inputs[0].setAttribute('data-bench-input', '1');
      return true;
    }, id);
    if (!found) continue;
    const input = page.locator('[data-bench-input="1"]');
    await input.click();
    await input.press('End');
    const times = [];
    await profiled(page, `keys-${run}`, async () => {
      for (let i = 0; i < KEYSTROKES; i++) {
        const expected = `${await input.inputValue()}k`;
        await armCanvasClock(page, ['keydown'], `(doc) => (doc.querySelector('[data-block-id="${id}"]')?.textContent ?? '').includes(${JSON.stringify(expected)})`);
        await page.keyboard.press('k');
        times.push(await readCanvasClock(page));
        await page.waitForTimeout(100);
      }
    });
    return times;
  }
  throw new Error('no block with a text field shown in the canvas');
}

/** Selects a block in the middle of the page and clicks Puck's delete action. */
async function deleteBlock(page, run) {
  const ids = await page.evaluate(() =>
    [...document.querySelector('#preview-frame').contentDocument.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id')),
  );
  const id = ids[Math.floor(ids.length / 2)];
  await selectCanvasBlock(page, id);
  const button = page.frameLocator('#preview-frame').locator('button[title="Delete"], button[title="Supprimer"]').or(page.locator('button[title="Delete"], button[title="Supprimer"]')).first();
  await armCanvasClock(page, ['click'], `(doc) => !doc.querySelector('[data-block-id="${id}"]')`);
  return profiled(page, `delete-${run}`, async () => {
    await button.click();
    return readCanvasClock(page);
  });
}

async function publicJavaScript(browser, url) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await page.close();
  return {
    scripts: scripts.length,
    rawBytes: scripts.reduce((sum, s) => sum + Buffer.byteLength(s), 0),
    gzipBytes: scripts.reduce((sum, s) => sum + gzipSync(s).length, 0),
    editorCodeFound: editorCodeIn(scripts),
  };
}

const server = await startProductionServer({
  name: 'bench-editor',
  env: { QA_ADMIN_EMAIL: admin.email, QA_ADMIN_PASSWORD: admin.password },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const publicJs = {
    '/fr': await publicJavaScript(browser, `${server.baseUrl}/fr`),
    '/en': await publicJavaScript(browser, `${server.baseUrl}/en`),
  };
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.baseUrl);
  const id = await createBigPage(context.request, server.baseUrl);
  const editUrl = `${server.baseUrl}/qa/pages/${id}/edit`;
  await editorInteractive(page, editUrl); // first load compiles nothing, but warms the server's caches
  const interactive = [];
  const drops = [];
  const keys = [];
  const deletes = [];
  const loadBefore = os.loadavg();
  for (let i = 0; i < runs; i++) {
    interactive.push(await profiled(page, `load-${i}`, () => editorInteractive(page, editUrl)));
    drops.push(await profiled(page, `drop-${i}`, () => dragToCanvas(page)));
    await page.waitForTimeout(300);
    keys.push(...(await keystrokes(page, i)));
    deletes.push(await deleteBlock(page, i));
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), loadAverage: { before: loadBefore, after: os.loadavg() } },
    blocks: BLOCK_COUNT,
    editorInteractiveMs: { blocks: BLOCK_COUNT, ...summary(interactive) },
    dragDropToCanvasMs: summary(drops),
    keystrokeToCanvasMs: { ...summary(keys), p95: percentile(keys, 95) },
    deleteBlockMs: summary(deletes),
    publicJs,
  };
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', BLOCK_COUNT === 40 ? 'editor.json' : `editor-${BLOCK_COUNT}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`editor interactive (${BLOCK_COUNT} blocks): p50 ${result.editorInteractiveMs.p50} ms, max ${result.editorInteractiveMs.max} ms`);
  console.log(`drag-drop to canvas: p50 ${result.dragDropToCanvasMs.p50} ms, max ${result.dragDropToCanvasMs.max} ms`);
  console.log(`one keystroke to canvas: median ${result.keystrokeToCanvasMs.p50} ms, p95 ${result.keystrokeToCanvasMs.p95} ms (${keys.length} keys)`);
  console.log(`delete one block: median ${result.deleteBlockMs.p50} ms, max ${result.deleteBlockMs.max} ms`);
  console.log(`load average (1/5/15 min): before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const [url, js] of Object.entries(publicJs)) {
    console.log(`${url}: ${js.gzipBytes} B gzip (${js.rawBytes} B raw) in ${js.scripts} scripts; editor code: ${js.editorCodeFound.join(', ') || 'none'}`);
  }
  if (Object.values(publicJs).some((js) => js.editorCodeFound.length > 0)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
