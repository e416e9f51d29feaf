#!/usr/bin/env node
/**
 * `npm run bench:sites`: many sites on one PostgreSQL. Starts the production topology
 * (scripts/lib/topology.mjs: PostgreSQL, Redis, two instances, nginx in front), creates
 * BENCH_SITES sites (default 1,000) through the sites API, each a copy of the demo broker
 * site with its own domain (s<i>.bench.localhost), then visits BENCH_PAGES pages (default 10)
 * of every site: the first render of each on an instance (alternating), then a cached view
 * of it through nginx (timed in a process of its own, scripts/lib/visitor-process.mjs). Prints the first-render and cached-view percentiles, each site's
 * sitemap time, each instance's resident memory at the end and Redis's memory, with the
 * machine's load and cores. Targets: first render p95 ≤ 300 ms, cached view p95 ≤ 5 ms,
 * ≤ 600 MB an instance, sitemap ≤ 200 ms. Needs `npm run build` first and Debian's nginx,
 * redis-server and postgresql. BENCH_SITES, BENCH_PAGES, BENCH_CONCURRENCY, BENCH_PORT_BASE.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { freePort } from './lib/free-port.mjs';
import { percentile } from './lib/load-test.mjs';
import { nginxBinary } from './lib/nginx.mjs';
import { ADMIN, http, login } from './lib/site-client.mjs';
import { startTopology } from './lib/topology.mjs';
import { startVisitor } from './lib/visitor-process.mjs';

const SITES = Number(process.env.BENCH_SITES ?? 1000);
const PAGES = Number(process.env.BENCH_PAGES ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const host = (i) => `s${i}.bench.localhost`;

/** Runs fn over items with at most `limit` at a time. */
async function eachLimited(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

/** Resident memory of a process and its descendants, in MB, from /proc. */
function treeRssMb(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return Math.round(kb / 1024);
}

/** The pid listening on a loopback port (`ss -ltnp`). */
function pidOnPort(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return Number(/pid=(\d+)/.exec(line)?.[1]);
}

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (x) => Math.round(x * 10) / 10;
  return `n=${sorted.length} p50 ${f(percentile(sorted, 0.5))} ms, p95 ${f(percentile(sorted, 0.95))} ms, max ${f(sorted.at(-1) ?? NaN)} ms`;
};

if (!nginxBinary()) {
  console.error('bench:sites needs nginx (apt-get install -y nginx)');
  process.exit(1);
}
// BENCH_PORT_BASE: five consecutive ports (instances, Redis, nginx, PostgreSQL) instead of
// ones the OS picks, for a machine where each user keeps to a range.
const base = Number(process.env.BENCH_PORT_BASE ?? 0);
const port = async (offset) => (base ? base + offset : await freePort());
const ports = [await port(0), await port(1)];
const redisPort = await port(2);
const nginxPort = await port(3);
console.log(`bench:sites: ${SITES} sites × ${PAGES} pages, ${CONCURRENCY} at a time; ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const topology = await startTopology({
  ports,
  redisPort,
  pgPort: String(await port(4)),
  nginxPort,
  env: { QA_ADMIN_EMAIL: ADMIN.email, QA_ADMIN_PASSWORD: ADMIN.password, LEADS_OUTBOX_WORKER: 'off', FEED_SCHEDULER: 'off', ALERTS_SCHEDULER: 'off' },
});
const visitor = startVisitor();
try {
  const [a, b] = topology.instances;
  const cookie = await login(a);
  const admin = { cookie, origin: a, 'content-type': 'application/json' };
  const listed = JSON.parse((await http(`${a}/api/sites`, { headers: admin })).body);
  const demo = listed.sites.find((site) => site.isDefault);
  if (!demo) throw new Error('no default demo site to copy');

  const creations = [];
  await eachLimited([...Array(SITES).keys()], CONCURRENCY, async (i) => {
    const { ms, result } = await timed(() =>
      http(`${a}/api/sites`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ name: `Courtier ${i}`, type: 'broker', micrositeId: `bench-${i}`, domains: [host(i)], copyFrom: demo.id }),
      }),
    );
    if (result.status !== 201) throw new Error(`site ${i}: ${result.status} ${result.body.slice(0, 200)}`);
    creations.push(ms);
  });
  console.log(`created ${SITES} sites through POST /api/sites: ${stats(creations)}`);

  const sitemaps = [];
  const firstRenders = [];
  const cachedViews = [];
  let failures = 0;
  await eachLimited([...Array(SITES).keys()], CONCURRENCY, async (i) => {
    const headers = { host: host(i) };
    const sitemap = await timed(() => http(`${i % 2 ? b : a}/sitemap.xml`, { headers }));
    sitemaps.push(sitemap.ms);
    const paths = [...sitemap.result.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
      .map((m) => m[1])
      .filter((p) => !p.endsWith('.xml'))
      .slice(0, PAGES);
    for (const [n, path] of paths.entries()) {
      const render = await timed(() => http(`${(i + n) % 2 ? b : a}${path}`, { headers }));
      if (render.result.status >= 400) failures++;
      firstRenders.push(render.ms);
      await http(`http://127.0.0.1:${nginxPort}${path}`, { headers });
      // Timed by a visitor process of its own: this one's other visits would add their own work.
      const cached = await visitor.view(`http://127.0.0.1:${nginxPort}${path}`, headers);
      cachedViews.push(cached.ms);
    }
  });
  console.log(`sitemap.xml of each site (first request): ${stats(sitemaps)}  (target p95 ≤ 200 ms)`);
  console.log(`first render of a page on an instance: ${stats(firstRenders)}  (target p95 ≤ 300 ms); ${failures} answered ≥ 400`);
  console.log(`cached view through nginx: ${stats(cachedViews)}  (target p95 ≤ 5 ms)`);
  for (const [n, port] of ports.entries()) console.log(`instance ${n + 1} resident memory at the end: ${treeRssMb(pidOnPort(port))} MB  (target ≤ 600 MB)`);
  const info = execFileSync('redis-cli', ['-p', String(redisPort), 'info', 'memory'], { encoding: 'utf8' });
  const keys = execFileSync('redis-cli', ['-p', String(redisPort), 'dbsize'], { encoding: 'utf8' }).trim();
  console.log(`Redis (page cache, limits, memos): used_memory ${/used_memory_human:(\S+)/.exec(info)?.[1]}, ${keys} keys`);
  console.log(`load at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await visitor.stop();
  await topology.stop();
}
