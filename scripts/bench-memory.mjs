#!/usr/bin/env node
/**
 * `npm run bench:memory`: resident memory of a production server, as `npm start` runs it
 * (`next start`, NEXT_MANUAL_SIG_HANDLE=true) on a free port with a fresh embedded database
 * (PGlite, its own directory under .data/), or on PostgreSQL with --postgres (a throw-away
 * cluster from scripts/pg-test-server.sh) or DATABASE_URL (an empty database of yours).
 * Prints the RSS of the server's process tree (every process under it, from /proc) after boot
 * (listening, nothing requested), after the first page (/fr), after seven public pages, and
 * 20 s later; the peak, sampled every 50 ms, with the processes that held it and the server
 * process's own peak; the load average and the cores. Two rounds: a fresh database (made
 * from the template cluster, migrated and seeded before the server by the one-off process npm
 * start runs, scripts/prepare-database.mjs, whose own peak is printed apart), then a restart on
 * the same database, as every later start is. Memory does not depend on the machine's load as timings do, but the
 * garbage collector runs later on a busy machine, so the figures can be a little higher there.
 * Targets: peak <= 450 MB on the embedded database, <= 300 MB on PostgreSQL.
 * Writes bench-results/memory[-postgres].json. Needs a build (`npx next build`).
 * Env: MEMORY_SETTLE_MS (20000), MEMORY_PORT, MEMORY_PG_PORT (54431), and any of the app's
 *      own settings (e.g. MEDIA_STORAGE, PGLITE_SHARED_BUFFERS) passed through to the server.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dropDataCache, hasProductionBuild, localServerUrl, repoRoot, spawnNextStart } from './lib/next-cli.mjs';
import { freePort } from './lib/free-port.mjs';
import { prepareDatabase } from './lib/prepare-database-process.mjs';
import { makePgliteTemplate } from './lib/pglite-template-process.mjs';

const run = promisify(execFile);
const usePostgres = process.argv.includes('--postgres');
const settleMs = Number(process.env.MEMORY_SETTLE_MS ?? 20_000);
const TARGET_MB = usePostgres || process.env.DATABASE_URL ? 300 : 450;

/** Parent pid of every process, read once per sample from /proc. */
function parents() {
  const map = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) may hold spaces and parentheses: split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return map;
}

/** Resident memory (MB) of one process, 0 once it has ended. */
function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).map((part) => path.basename(part)).slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

/** RSS of root and every descendant: { total, processes: [{ pid, rss, command }] }. */
function treeRss(root) {
  const parentOf = parents();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const processes = [...inTree].map((pid) => ({ pid, rss: rssOf(pid), command: commandOf(pid) })).filter((p) => p.rss > 0);
  return { total: processes.reduce((sum, p) => sum + p.rss, 0), processes };
}

function waitForPort(port, isAlive) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const attempt = () => {
      if (!isAlive()) return reject(new Error('the server exited before listening'));
      if (Date.now() - started > 120_000) return reject(new Error('the server did not listen within 120 s'));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => setTimeout(attempt, 100));
    };
    attempt();
  });
}

async function get(baseUrl, pagePath) {
  const response = await fetch(`${baseUrl}${pagePath}`, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
}

/** Seven public pages: home in both languages, search, contact, a post, a listing and a broker's profile. */
async function publicPages(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const first = (pattern, fallback) => pattern.exec(xml)?.[1] ?? fallback;
  return [
    '/en',
    '/fr/proprietes',
    '/fr/contact',
    first(/<loc>[^<]*?(\/fr\/blogue\/[^<]+)<\/loc>/, '/fr/blogue'),
    first(/<loc>[^<]*?(\/fr\/proprietes\/[^<]+)<\/loc>/, '/fr/proprietes?transaction=rent'),
    first(/<loc>[^<]*?(\/fr\/courtiers\/[^<]+)<\/loc>/, '/fr/blogue'),
    '/fr/blogue',
  ];
}

const mb = (value) => `${Math.round(value)} MB`;
let pgStarted = false;
let child = null;
let dataDir = null;
const pgEnv = { ...process.env, PGPORT_TEST: process.env.MEMORY_PG_PORT ?? '54431', PG_TEST_DIR: `/tmp/courtier-pg-memory-${process.env.MEMORY_PG_PORT ?? '54431'}` };
const pgScript = path.join(repoRoot, 'scripts', 'pg-test-server.sh');

async function stopServer() {
  if (!child || child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await ended;
  clearTimeout(killer);
}

/**
 * One server's life: boot, the first page, seven pages, the settle. The peak is that of the
 * process tree (a process the server starts counts) and of the server process alone.
 */
async function round(label, env, port) {
  const baseUrl = localServerUrl(port);
  console.log(`> ${label}: ${baseUrl}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  child = spawnNextStart(port, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.on('exit', () => (exited = true));

  const rootPid = child.pid;
  let peak = { total: 0, processes: [], step: 'boot' };
  let serverPeak = 0;
  let step = 'boot';
  const observe = (name) => {
    const sample = treeRss(rootPid);
    if (sample.total > peak.total) peak = { ...sample, step: name };
    serverPeak = Math.max(serverPeak, sample.processes.find((p) => p.pid === rootPid)?.rss ?? 0);
    return sample;
  };
  const sampler = setInterval(() => observe(step), 50);
  const steps = [];
  const record = (name) => {
    const sample = observe(name);
    steps.push({ step: name, rssMb: Math.round(sample.total), processes: sample.processes.map((p) => ({ ...p, rss: Math.round(p.rss) })), loadAverage: os.loadavg() });
    console.log(`${name.padEnd(32)} ${mb(sample.total).padStart(8)}   (${sample.processes.map((p) => `${p.command}: ${mb(p.rss)}`).join(', ')})`);
  };
  try {
    try {
      await waitForPort(port, () => !exited);
    } catch (error) {
      throw new Error(`${error.message}\n--- server output ---\n${output}`);
    }
    record('after boot');
    step = 'first page';
    const firstStarted = Date.now();
    await get(baseUrl, '/fr');
    const firstPageMs = Date.now() - firstStarted;
    record(`after the first page (${(firstPageMs / 1000).toFixed(1)} s)`);
    step = 'seven pages';
    const pages = await publicPages(baseUrl);
    for (const pagePath of pages) await get(baseUrl, pagePath);
    record('after seven public pages');
    step = 'settle';
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    record(`${settleMs / 1000} s later`);
    clearInterval(sampler);
    const ok = peak.total <= TARGET_MB;
    console.log(
      `${'peak'.padEnd(32)} ${mb(peak.total).padStart(8)}   during "${peak.step}" (${peak.processes.map((p) => `${p.command}: ${mb(p.rss)}`).join(', ')}); ` +
        `the server process alone ${mb(serverPeak)}; target <= ${TARGET_MB} MB: ${ok ? 'met' : 'MISSED'}`,
    );
    return { label, firstPageMs, pages: ['/fr', ...pages], steps, peak: { rssMb: Math.round(peak.total), step: peak.step, processes: peak.processes }, serverPeakMb: Math.round(serverPeak), ok };
  } finally {
    clearInterval(sampler);
    await stopServer();
  }
}

try {
  if (!hasProductionBuild()) throw new Error('no production build: run `npx next build` first');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: 'true', SEED_DEMO: process.env.SEED_DEMO ?? 'true' };
  if (usePostgres) {
    env.DATABASE_URL = (await run('bash', [pgScript, 'start'], { env: pgEnv })).stdout.trim();
    pgStarted = true;
  }
  if (!env.DATABASE_URL) {
    dataDir = path.join(repoRoot, '.data', `memory-${Date.now()}`);
    env.PGLITE_DIR = dataDir;
    // As npm start does before the server: a new database is a copy of the template cluster.
    await makePgliteTemplate();
  }
  await dropDataCache();
  const port = Number(process.env.MEMORY_PORT) || (await freePort());
  const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`> Memory of a production server on ${database}; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // A new database, migrated and seeded before the server as npm start does (its own process,
  // reported apart), then a restart on it (every later start).
  const prepared = await prepareDatabase(env);
  console.log(`> Before the server, as npm start: ${prepared.replace(/^> /, '')}`);
  const rounds = [await round('fresh database', env, port)];
  await dropDataCache();
  rounds.push(await round('restart on the same database', env, port));
  console.log(`> load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  const outName = env.DATABASE_URL ? 'memory-postgres.json' : 'memory.json';
  await writeFile(
    path.join(repoRoot, 'bench-results', outName),
    `${JSON.stringify({ date: new Date().toISOString(), database, cores: os.cpus().length, targetMb: TARGET_MB, prepared, rounds, settings: { MEDIA_STORAGE: process.env.MEDIA_STORAGE ?? null, PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS ?? null } }, null, 2)}\n`,
  );
  console.log(`> Written bench-results/${outName}`);
  if (!rounds.every((r) => r.ok)) process.exitCode = 1;
} catch (error) {
  console.error(`memory bench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopServer();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (pgStarted) await run('bash', [pgScript, 'stop'], { env: pgEnv }).catch(() => {});
  await dropDataCache();
}
