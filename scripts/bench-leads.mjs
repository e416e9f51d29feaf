#!/usr/bin/env node
/**
 * `npm run bench:leads`: lead intake under load, rate limiting, and durability.
 *
 * 1. Starts a production server (`next start`, free port, fresh PGLITE_DIR; builds if needed).
 * 2. Load: BENCH_LEADS (500) valid contact submissions from BENCH_CLIENTS (20) concurrent
 *    clients, each with its own X-Forwarded-For (the server runs with TRUSTED_PROXY_COUNT=1,
 *    as behind one nginx, so it believes that header: without it every request comes from
 *    the socket's 127.0.0.1 and one address's limit refuses most of the run), each carrying an ALTCHA token solved here
 *    in Node (altcha-lib solveChallenge) before the timed run. Throughput and p50/p95.
 * 3. Burst: 150 quick requests from one address: some must get 429, none a 5xx.
 * 4. Crash: another run, SIGKILL of the server a third of the way in, restart on the same
 *    data directory.
 * 5. Stops the server and opens its PGlite directory: every submission answered 2xx must
 *    be there exactly once (each carries a unique e-mail), and nothing else.
 * Writes bench-results/leads.json; exits 1 when a check fails.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from './lib/free-port.mjs';
import { percentile } from './lib/load-test.mjs';
import { leadBody, solvedTokens } from './lib/lead-posts.mjs';
import { buildProduction, dropDataCache, hasProductionBuild, localServerUrl, repoRoot, spawnNextStart } from './lib/next-cli.mjs';
import { waitForOk } from './lib/wait-for-url.mjs';

const TOTAL = Number(process.env.BENCH_LEADS || 500);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const CRASH_TOTAL = Number(process.env.BENCH_CRASH_LEADS || 300);
const BURST = 150;
const PER_IP_LIMIT = 100;
// Demo agency site (lib/seed/sites.ts).
const SITE = { microsite: 'agence-laurentides', key: 'demo-agency-key' };
const dataDir = path.join(repoRoot, '.data', `bench-leads-${Date.now()}`);
const runId = Date.now().toString(36);

/** A `next start` on dataDir; kill(signal) ends it. Same directory across restarts. */
async function startServer(port) {
  const child = spawnNextStart(port, {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      SEED_DEMO: 'true',
      PGLITE_DIR: dataDir,
      // The bench plays the one trusted proxy: its X-Forwarded-For names the client.
      TRUSTED_PROXY_COUNT: '1',
      LEADS_RATE_LIMIT_PER_MIN: String(PER_IP_LIMIT),
      LEADS_SITE_RATE_LIMIT_PER_MIN: '1000000',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));
  const baseUrl = localServerUrl(port);
  const kill = async (signal) => {
    if (!exited) child.kill(signal);
    await exit;
  };
  try {
    await waitForOk(`${baseUrl}/api/captcha/challenge`, { isAlive: () => !exited });
  } catch (error) {
    await kill('SIGKILL');
    throw new Error(`${error.message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, kill };
}

/** A lead of this benchmark (captcha tokens: lib/lead-posts.mjs, solved in Node as the widget would). */
function leadFor(token, email) {
  return leadBody(token, email, { firstName: 'Banc', lastName: 'Essai', message: 'Message de test de charge.' });
}

async function submit(baseUrl, body, ip) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/swc/${SITE.microsite}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-site-key': SITE.key, 'x-forwarded-for': ip },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: error.cause?.code ?? error.message };
  }
}

/** Runs jobs with `clients` concurrent workers; worker c sends from address 10.77.0.c. */
async function runClients(jobs, clients, run) {
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await run(jobs[index], `10.77.0.${client + 1}`, index);
      }
    }),
  );
  return results;
}

function statusCounts(results) {
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

async function storedEmails() {
  const db = await PGlite.create(dataDir);
  try {
    const rows = await db.query(`select email, count(*)::int as n from leads where email like $1 group by email`, [`bench-${runId}-%`]);
    return new Map(rows.rows.map((row) => [row.email, row.n]));
  } finally {
    await db.close();
  }
}

const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '✔' : '✘'} ${name}${detail ? ` — ${detail}` : ''}`);
};

let server = null;
try {
  if (!hasProductionBuild()) {
    console.log('> No production build: building…');
    await buildProduction();
  }
  await dropDataCache();
  const port = await freePort();
  console.log(`> Starting a production server on ${port} (data: ${path.relative(repoRoot, dataDir)})…`);
  server = await startServer(port);

  // 2. Load.
  console.log(`> Solving ${TOTAL} captcha challenges in Node…`);
  const tokens = await solvedTokens(server.baseUrl, TOTAL);
  const loadEmails = tokens.map((_, i) => `bench-${runId}-load-${i}@example.com`);
  console.log(`> ${TOTAL} submissions from ${CLIENTS} clients…`);
  const started = performance.now();
  const load = await runClients(tokens, CLIENTS, (token, ip, i) => submit(server.baseUrl, leadFor(token, loadEmails[i]), ip));
  const seconds = (performance.now() - started) / 1000;
  const okMs = load.filter((r) => r.status === 200).map((r) => r.ms).sort((a, b) => a - b);
  const loadStats = {
    submissions: TOTAL,
    clients: CLIENTS,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round((TOTAL / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(okMs, 0.5)),
    p95Ms: Math.round(percentile(okMs, 0.95)),
    statuses: statusCounts(load),
  };
  console.log(`  ${loadStats.perSecond} leads/s, p50 ${loadStats.p50Ms} ms, p95 ${loadStats.p95Ms} ms, statuses ${JSON.stringify(loadStats.statuses)}`);
  check('every load submission answered 200', okMs.length === TOTAL, JSON.stringify(loadStats.statuses));

  // 3. Burst from one address.
  const burst = await runClients(Array.from({ length: BURST }), 10, (_, __, i) =>
    submit(server.baseUrl, leadFor('x', `burst-${i}@example.com`), '10.66.0.1'),
  );
  const burstStats = statusCounts(burst);
  console.log(`> Burst of ${BURST} from one address: ${JSON.stringify(burstStats)}`);
  check('a burst from one address gets 429s', (burstStats[429] ?? 0) > 0);
  check('and no 5xx or dropped connection', burst.every((r) => r.status > 0 && r.status < 500));

  // 4. Crash in the middle of a run.
  console.log(`> Solving ${CRASH_TOTAL} more challenges, then SIGKILL during the run…`);
  const crashTokens = await solvedTokens(server.baseUrl, CRASH_TOTAL);
  const crashEmails = crashTokens.map((_, i) => `bench-${runId}-crash-${i}@example.com`);
  let answered = 0;
  const running = server;
  const crash = await runClients(crashTokens, CLIENTS, async (token, ip, i) => {
    const result = await submit(running.baseUrl, leadFor(token, crashEmails[i]), ip);
    answered += 1;
    if (answered === Math.floor(CRASH_TOTAL / 3)) void running.kill('SIGKILL');
    return result;
  });
  await running.kill('SIGKILL');
  const crashStats = statusCounts(crash);
  console.log(`  before/after the kill: ${JSON.stringify(crashStats)}`);
  console.log('> Restarting on the same data directory…');
  server = await startServer(await freePort());
  await server.kill('SIGTERM');
  server = null;

  // 5. Count what was stored.
  const stored = await storedEmails();
  const acknowledged = [
    ...loadEmails.filter((_, i) => load[i].status === 200),
    ...crashEmails.filter((_, i) => crash[i].status === 200),
  ];
  const missing = acknowledged.filter((email) => !stored.has(email));
  const duplicated = [...stored].filter(([, n]) => n > 1).map(([email]) => email);
  check('every lead answered 2xx is stored, after a SIGKILL and restart', missing.length === 0, `${acknowledged.length} acknowledged, ${missing.length} missing`);
  check('no lead is stored twice', duplicated.length === 0, duplicated.slice(0, 3).join(', '));
  const unacknowledgedStored = [...stored.keys()].filter((email) => !acknowledged.includes(email)).length;
  console.log(`  (${unacknowledgedStored} leads committed whose answer was lost in the kill: stored, never acknowledged)`);

  const outDir = path.join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const report = { date: new Date().toISOString(), load: loadStats, burst: burstStats, crash: { statuses: crashStats, acknowledged: acknowledged.length, missing: missing.length, unacknowledgedStored }, checks };
  await writeFile(path.join(outDir, 'leads.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('> Written bench-results/leads.json');
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
} catch (error) {
  console.error(`bench:leads failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (server) await server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await dropDataCache();
}
