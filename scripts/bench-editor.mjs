#!/usr/bin/env node
/**
 * `npm run bench:editor`: what an editor and a visitor feel, measured in Debian's Chromium
 * against a throw-away production server (fresh embedded database; builds if needed).
 *  1. Time for the Puck editor to become interactive on a 40-block page: from navigation
 *     start to the drawer being visible and all 40 blocks rendered in the canvas iframe.
 *  2. Time from a drag-drop (mouse release over the canvas) to the new block in the canvas.
 *  3. The public home page's JavaScript (gzip bytes, both locales), with a check that no
 *     Puck or dnd-kit code is among it.
 * Writes bench-results/editor.json. Env: BENCH_RUNS (5), CHROMIUM_PATH (/usr/bin/chromium).
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
const BLOCK_COUNT = 40;

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
  await page.waitForFunction(
    (count) => {
      const doc = document.querySelector('#preview-frame')?.contentDocument;
      return (doc?.querySelectorAll('[data-block-type]').length ?? 0) >= count;
    },
    BLOCK_COUNT,
    { timeout: 60_000, polling: 'raf' },
  );
  return Date.now() - started;
}

async function dragToCanvas(page) {
  const before = await canvasBlocks(page).count();
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
  // Time from the release to the canvas showing one more block, polled every frame.
  const timing = page.evaluate((count) => {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const check = () => {
        const doc = document.querySelector('#preview-frame')?.contentDocument;
        if ((doc?.querySelectorAll('[data-block-type]').length ?? 0) > count) resolve(performance.now() - started);
        else if (performance.now() - started > 10_000) reject(new Error('the dropped block never appeared'));
        else requestAnimationFrame(check);
      };
      check();
    });
  }, before);
  await page.mouse.up();
  return Math.round(await timing);
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
  for (let i = 0; i < runs; i++) {
    interactive.push(await editorInteractive(page, editUrl));
    drops.push(await dragToCanvas(page));
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    editorInteractiveMs: { blocks: BLOCK_COUNT, ...summary(interactive) },
    dragDropToCanvasMs: summary(drops),
    publicJs,
  };
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', 'editor.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`editor interactive (${BLOCK_COUNT} blocks): p50 ${result.editorInteractiveMs.p50} ms, max ${result.editorInteractiveMs.max} ms`);
  console.log(`drag-drop to canvas: p50 ${result.dragDropToCanvasMs.p50} ms, max ${result.dragDropToCanvasMs.max} ms`);
  for (const [url, js] of Object.entries(publicJs)) {
    console.log(`${url}: ${js.gzipBytes} B gzip (${js.rawBytes} B raw) in ${js.scripts} scripts; editor code: ${js.editorCodeFound.join(', ') || 'none'}`);
  }
  if (Object.values(publicJs).some((js) => js.editorCodeFound.length > 0)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
