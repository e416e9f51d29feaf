#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (npm `lighthouse` 12, mobile, simulated throttling)
 * with Debian's Chromium on home, search, contact and a blog post, 3 runs each; prints the
 * medians of performance, SEO, LCP, TBT and CLS and writes bench-results/lighthouse.json.
 * Targets (issue 10): performance >= 90 on home and >= 80 on search, SEO 100, CLS <= 0.05.
 * Each run also records when Chromium first painted against the load event: a first paint
 * more than 500 ms after load is headless Chromium holding frames (GoogleChrome/lighthouse
 * #17148), not the page; the line says how many runs it hit and the others' median.
 *
 * Lighthouse is not a dependency of the project: it runs through `npx --yes lighthouse@12.8.2`
 * (fetched once from the registry into npm's cache; v13 needs Node 22).
 *
 * Env: LH_URL (a running server; otherwise a fresh production server is started),
 *      LH_RUNS (3), LH_PAGES (names to run, e.g. "home,search"; all four by default),
 *      CHROMIUM_PATH (/usr/bin/chromium), LH_CHROME_FLAGS (more Chromium flags, e.g.
 *      "--disable-features=PaintHolding": see docs/benchmarks.md, "Lighthouse", for why one would).
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './lib/next-cli.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const runs = Number(process.env.LH_RUNS || 3);
const pages = [
  ['home', '/fr'],
  ['search', '/fr/proprietes'],
  ['contact', '/fr/contact'],
  ['blog post', process.env.LH_BLOG_PATH || null],
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
const LIGHTHOUSE = 'lighthouse@12.8.2';

/** One Lighthouse run (mobile, simulated throttling: its defaults), its report as JSON. */
async function lighthouse(url) {
  const { stdout } = await run(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--output=json', '--output-path=stdout', '--only-categories=performance,seo', '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu ${process.env.LH_CHROME_FLAGS ?? ''}`.trim()],
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
try {
  let baseUrl = process.env.LH_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    server = await startProductionServer({ name: 'lighthouse' });
    baseUrl = server.baseUrl;
  }
  pages[3][1] ??= await blogPostPath(baseUrl);
  const results = {};
  const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
  for (const [name, pagePath] of pages.filter(([name]) => !only || only.includes(name))) {
    const url = `${baseUrl}${pagePath}`;
    await fetch(url); // first render outside the measurement: the page cache serves the runs
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouse(url);
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
    results[name] = { path: pagePath, median: med, paintHeldRuns: held.length, promptPaintPerformanceMedian: promptPerformance, samples };
    console.log(
      `${name.padEnd(10)} ${pagePath.padEnd(40)} perf ${med.performance}  SEO ${med.seo}  LCP ${Math.round(med.lcpMs)} ms  TBT ${Math.round(med.tbtMs)} ms  CLS ${med.cls.toFixed(3)}` +
        `  | runs painted > ${PAINT_HELD_MS} ms after load: ${held.length}/${samples.length}` +
        (held.length > 0 && promptPerformance !== null ? ` (perf of the others: ${promptPerformance})` : ''),
    );
  }
  const outDir = path.join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'lighthouse.json'), `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`);
  console.log('> Written bench-results/lighthouse.json');
} catch (error) {
  console.error(`lighthouse bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
