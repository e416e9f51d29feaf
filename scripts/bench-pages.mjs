#!/usr/bin/env node
/**
 * `npm run bench`: requests per second and p50/p95 latency, in one run on one server, of a
 * static file, a published CMS page served from the full-page cache, and the same page
 * rendered without any cache (React render + database), with the ratios and the targets
 * (cached >= 25 % of static req/s with p95 < 30 ms; a render per view >= 52 req/s).
 * Writes bench-results/pages.json.
 *
 * Render = header `x-bench-no-cache: page` (page cache skipped, page data cached); uncached =
 * `x-bench-no-cache: 1` (both skipped). Honoured only when the server runs with
 * BENCH_ALLOW_NOCACHE=1: the proxy then gives the request a one-off page-cache key and the
 * page skips the data cache (lib/serving/public-rewrite.ts, lib/cms/cached.ts). Without
 * BENCH_URL this script starts such a production server itself (fresh embedded database,
 * free port; builds if needed).
 *
 * A fifth mode, the floor, is Next's own cost of a cache hit: a force-static route handler
 * (/icons.svg) the proxy does not run for, served from Next's cache; no page can be served
 * faster than that by this server. A sixth, the proxy floor, is the proxy answering the page's
 * URL by itself with an empty 200 (header x-bench-proxy-floor, same server setting): every
 * public page goes through the proxy first.
 *
 * `npm run bench -- --nginx` (or BENCH_NGINX=1) measures the production topology instead: nginx
 * in front of two instances, against Next's own static file, and the publish-visible time
 * (scripts/lib/bench-nginx.mjs; bench-results/pages-nginx.json).
 *
 * Env: BENCH_URL (an already running server, e.g. http://localhost:3000), BENCH_PATH (/fr),
 *      BENCH_STATIC (/favicon.ico), BENCH_FLOOR (/icons.svg), BENCH_DURATION (10 s per mode),
 *      BENCH_WARMUP (2 s), BENCH_CONNECTIONS (10).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchThroughNginx } from './lib/bench-nginx.mjs';
import { loadTest } from './lib/load-test.mjs';
import { repoRoot } from './lib/next-cli.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const pagePath = process.env.BENCH_PATH || '/fr';
const staticPath = process.env.BENCH_STATIC || '/favicon.ico';
const durationSec = Number(process.env.BENCH_DURATION || 10);
const warmupSec = Number(process.env.BENCH_WARMUP || 2);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const noCacheHeaders = { 'x-bench-no-cache': '1' };

const floorPath = process.env.BENCH_FLOOR || '/icons.svg';

const modes = [
  { name: 'static', headers: {}, path: staticPath },
  // Next's own cost of any cache hit: a force-static route handler (the icon sprite) that the
  // proxy does not see, served from Next's cache. The page's cached mode adds the proxy and
  // a bigger document to this.
  { name: 'floor', headers: {}, path: floorPath },
  // The proxy answering the page's URL by itself (an empty 200, lib/serving/bench-proxy-floor.ts):
  // Next's request path up to the proxy. A cached page goes through it and then some.
  { name: 'proxyFloor', headers: { 'x-bench-proxy-floor': '1' }, path: pagePath },
  { name: 'cached', headers: {}, path: pagePath },
  // A React render per view with the page data cached: what every view cost before the page cache.
  { name: 'render', headers: { 'x-bench-no-cache': 'page' }, path: pagePath },
  { name: 'uncached', headers: noCacheHeaders, path: pagePath },
];

/** Both variants must be real 200 pages, or the numbers would measure error pages. */
async function checkPage(baseUrl) {
  for (const mode of modes) {
    const url = `${baseUrl}${mode.path}`;
    const response = await fetch(url, { headers: mode.headers, redirect: 'manual' }).catch((error) => {
      throw new Error(`cannot reach ${url}: ${error.cause?.code ?? error.message}`);
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${mode.name} ${url} answered ${response.status}, expected 200`);
    mode.bytes = Buffer.byteLength(body);
  }
}

async function measure(baseUrl) {
  const results = {};
  for (const mode of modes) {
    const url = `${baseUrl}${mode.path}`;
    process.stdout.write(`> ${mode.name}: warm-up ${warmupSec} s, then ${durationSec} s × ${connections} connections… `);
    await loadTest({ url, headers: mode.headers, durationSec: warmupSec, connections });
    results[mode.name] = await loadTest({ url, headers: mode.headers, durationSec, connections });
    console.log(`${Math.round(results[mode.name].requestsPerSecond)} req/s`);
  }
  return results;
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function printTable(results, ratio) {
  const rows = [
    ['mode', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'],
    ...Object.entries(results).map(([name, r]) => [
      name,
      fixed(r.requestsPerSecond),
      fixed(r.latencyMs.p50),
      fixed(r.latencyMs.p95),
      fixed(r.latencyMs.p99),
      String(r.non2xx),
      String(r.errors + r.timeouts),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log();
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  console.log();
  console.log(`cached / static:   ${fixed(ratio.cachedOfStatic * 100, 1)} % of the static file's req/s (target >= 25 %)`);
  console.log(`cached p95:        ${fixed(results.cached.latencyMs.p95)} ms (target < 30 ms)`);
  console.log(`Next floor:        ${fixed(ratio.floorOfStatic * 100, 1)} % of the static file's req/s: a cache hit of a route with no proxy, no page`);
  console.log(`proxy floor:       ${fixed(ratio.proxyFloorOfStatic * 100, 1)} % of the static file's req/s: the proxy answering ${pagePath} by itself, empty`);
  console.log(`render:            ${fixed(results.render.requestsPerSecond)} req/s (target >= 52: twice the 26 req/s of a render per view before)`);
  console.log(`uncached:          ${fixed(results.uncached.requestsPerSecond)} req/s (render and database queries per view)`);
  console.log(`cached / uncached: ${fixed(ratio.requestsPerSecond, 2)}× requests per second`);
  console.log(`uncached / cached: ${fixed(ratio.p50Latency, 2)}× p50 latency, ${fixed(ratio.p95Latency, 2)}× p95 latency`);
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

let server = null;
const stopServer = async () => {
  const current = server;
  server = null;
  if (current) await current.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer().finally(() => process.exit(130));
  });
}

if (process.argv.includes('--nginx') || process.env.BENCH_NGINX === '1') {
  try {
    await benchThroughNginx({ pagePath, staticPath, durationSec, warmupSec, connections, machine: machine() });
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
} else {
  try {
    let baseUrl = process.env.BENCH_URL?.replace(/\/$/, '');
    if (!baseUrl) {
      console.log('> Starting a production server (BENCH_ALLOW_NOCACHE=1, fresh database)…');
      server = await startProductionServer({ name: 'bench', readyPath: pagePath, env: { BENCH_ALLOW_NOCACHE: '1' } });
      baseUrl = server.baseUrl;
    }
    await checkPage(baseUrl);
    console.log(`> Benchmarking ${baseUrl}${pagePath} (static file: ${staticPath})`);
    const results = await measure(baseUrl);
    await stopServer();

    const ratio = {
      cachedOfStatic: results.cached.requestsPerSecond / results.static.requestsPerSecond,
      floorOfStatic: results.floor.requestsPerSecond / results.static.requestsPerSecond,
      proxyFloorOfStatic: results.proxyFloor.requestsPerSecond / results.static.requestsPerSecond,
      requestsPerSecond: results.cached.requestsPerSecond / results.uncached.requestsPerSecond,
      p50Latency: results.uncached.latencyMs.p50 / results.cached.latencyMs.p50,
      p95Latency: results.uncached.latencyMs.p95 / results.cached.latencyMs.p95,
    };
    printTable(results, ratio);
    if (ratio.requestsPerSecond < 1.1) {
      console.log('Note: a ratio near 1 can mean the server ignores x-bench-no-cache (is BENCH_ALLOW_NOCACHE=1 set?).');
    }

    const failures = Object.entries(results).filter(([, r]) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      page: pagePath,
      staticFile: staticPath,
      externalServer: Boolean(process.env.BENCH_URL),
      settings: { durationSec, warmupSec, connections, uncachedHeader: noCacheHeaders },
      pageBytes: Object.fromEntries(modes.map((mode) => [mode.name, mode.bytes])),
      results,
      ratio,
    };
    const outDir = path.join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`> Written ${path.relative(process.cwd(), path.join(outDir, 'pages.json'))}`);

    if (failures.length > 0) {
      console.error(`Errors or non-2xx responses during: ${failures.map(([name]) => name).join(', ')}: the numbers are not reliable.`);
      process.exitCode = 1;
    }
  } catch (error) {
    await stopServer();
    console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
