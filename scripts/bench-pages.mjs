#!/usr/bin/env node
/**
 * `npm run bench`: requests per second and p50/p95 latency of a published CMS page served
 * from the page-data cache versus the same page rendered without it, on this machine, in
 * one run, with the ratio. Writes bench-results/pages.json.
 *
 * Uncached = header `x-bench-no-cache: 1`, honoured by the app only when the server runs
 * with BENCH_ALLOW_NOCACHE=1 (lib/cms/cached.ts). Without BENCH_URL this script starts such
 * a production server itself (fresh embedded database, free port; builds if needed).
 *
 * Env: BENCH_URL (an already running server, e.g. http://localhost:3000), BENCH_PATH (/fr),
 *      BENCH_DURATION (10 s per mode), BENCH_WARMUP (2 s), BENCH_CONNECTIONS (10).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadTest } from './lib/load-test.mjs';
import { repoRoot } from './lib/next-cli.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const pagePath = process.env.BENCH_PATH || '/fr';
const durationSec = Number(process.env.BENCH_DURATION || 10);
const warmupSec = Number(process.env.BENCH_WARMUP || 2);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const noCacheHeaders = { 'x-bench-no-cache': '1' };

const modes = [
  { name: 'cached', headers: {} },
  { name: 'uncached', headers: noCacheHeaders },
];

/** Both variants must be real 200 pages, or the numbers would measure error pages. */
async function checkPage(url) {
  for (const mode of modes) {
    const response = await fetch(url, { headers: mode.headers, redirect: 'manual' }).catch((error) => {
      throw new Error(`cannot reach ${url}: ${error.cause?.code ?? error.message}`);
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${mode.name} ${url} answered ${response.status}, expected 200`);
    mode.bytes = Buffer.byteLength(body);
  }
}

async function measure(url) {
  const results = {};
  for (const mode of modes) {
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

try {
  let baseUrl = process.env.BENCH_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    console.log('> Starting a production server (BENCH_ALLOW_NOCACHE=1, fresh database)…');
    server = await startProductionServer({ name: 'bench', readyPath: pagePath, env: { BENCH_ALLOW_NOCACHE: '1' } });
    baseUrl = server.baseUrl;
  }
  const url = `${baseUrl}${pagePath}`;
  await checkPage(url);
  console.log(`> Benchmarking ${url}`);
  const results = await measure(url);
  await stopServer();

  const ratio = {
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
