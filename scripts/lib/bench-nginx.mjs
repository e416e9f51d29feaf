import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadTest } from './load-test.mjs';
import { buildProduction, hasProductionBuild, repoRoot } from './next-cli.mjs';
import { ADMIN, http, login, pageTitle, publishHomeTitle } from './site-client.mjs';
import { startTopology } from './topology.mjs';

/**
 * `npm run bench -- --nginx`: the production topology (scripts/lib/topology.mjs: nginx with
 * deploy/nginx/courtier.conf in front of two instances on one PostgreSQL and one Redis), and
 * in one run: Next's own static file on an instance (the reference), the cached
 * page straight from an instance, the same page through nginx (its 1-second cache), and the
 * time from a publish through nginx until nginx serves the new page (a few publishes, under
 * no load, polling every 20 ms). Targets: nginx's cached page >= 100 % of Next's
 * static file req/s, p95 <= 20 ms at 10 connections, a publish seen within 2 s.
 * Every request says `Accept-Encoding: gzip`, as every browser does (nginx keeps the compressed
 * page); the page through nginx for a client without it is measured too, for information.
 * BENCH_ROUNDS > 1 measures the static file and nginx's page again, alternately (the order
 * flipped each round), so that load from elsewhere on the machine hits both alike; the ratio
 * is then the median of the rounds' ratios.
 * Writes bench-results/pages-nginx.json.
 *
 * Env: BENCH_TOPOLOGY_PORTS (3221,3222), BENCH_REDIS_PORT (6389), BENCH_PG_PORT (54341),
 *      BENCH_NGINX_PORT (8221), BENCH_PATH, BENCH_STATIC, BENCH_DURATION, BENCH_WARMUP,
 *      BENCH_CONNECTIONS as for the other modes, BENCH_PUBLISHES (5), BENCH_ROUNDS (1),
 *      BENCH_GZIP (1; 0: no Accept-Encoding on any request, as before).
 */
export async function benchThroughNginx({ pagePath, staticPath, durationSec, warmupSec, connections, machine }) {
  if (!hasProductionBuild()) {
    console.log('> No production build (.next/BUILD_ID): building…');
    await buildProduction();
  }
  const topology = await startTopology({
    ports: (process.env.BENCH_TOPOLOGY_PORTS ?? '3221,3222').split(',').map(Number),
    redisPort: Number(process.env.BENCH_REDIS_PORT ?? 6389),
    pgPort: Number(process.env.BENCH_PG_PORT ?? 54341),
    nginxPort: Number(process.env.BENCH_NGINX_PORT ?? 8221),
    env: { QA_ADMIN_EMAIL: ADMIN.email, QA_ADMIN_PASSWORD: ADMIN.password },
  });
  const stop = () => topology.stop();
  process.once('SIGINT', () => stop().finally(() => process.exit(130)));
  try {
    const [a] = topology.instances;
    const nginxUrl = topology.nginx.url;
    const gzip = process.env.BENCH_GZIP === '0' ? {} : { 'accept-encoding': 'gzip' };
    const modes = [
      { name: 'nextStatic', url: `${a}${staticPath}`, headers: gzip, what: `Next's own static file (${staticPath}) on one instance` },
      { name: 'nextCached', url: `${a}${pagePath}`, headers: gzip, what: `${pagePath} from the app's page cache, straight from one instance` },
      { name: 'nginxCached', url: `${nginxUrl}${pagePath}`, headers: gzip, what: `${pagePath} through nginx (1 s cache in front of both instances)` },
      { name: 'nginxCachedPlain', url: `${nginxUrl}${pagePath}`, headers: {}, what: `${pagePath} through nginx, for a client without Accept-Encoding` },
    ];
    for (const mode of modes) {
      const answer = await http(mode.url, { headers: mode.headers });
      if (answer.status !== 200) throw new Error(`${mode.url} answered ${answer.status}`);
      mode.bytes = Buffer.byteLength(answer.body, answer.headers['content-encoding'] ? 'latin1' : 'utf8');
      mode.encoding = answer.headers['content-encoding'] ?? 'identity';
    }
    const measureMode = async (mode) => {
      process.stdout.write(`> ${mode.name} (${mode.bytes} bytes, ${mode.encoding}): warm-up ${warmupSec} s, then ${durationSec} s × ${connections} connections… `);
      await loadTest({ url: mode.url, headers: mode.headers, durationSec: warmupSec, connections });
      const result = await loadTest({ url: mode.url, headers: mode.headers, durationSec, connections });
      console.log(`${Math.round(result.requestsPerSecond)} req/s, p95 ${result.latencyMs.p95} ms (load average ${os.loadavg()[0].toFixed(2)})`);
      return { ...result, bytes: mode.bytes, encoding: mode.encoding, loadAverage: os.loadavg() };
    };
    const results = {};
    for (const mode of modes) results[mode.name] = await measureMode(mode);
    const byName = Object.fromEntries(modes.map((mode) => [mode.name, mode]));
    const rounds = [{ nextStatic: results.nextStatic, nginxCached: results.nginxCached }];
    const roundCount = Number(process.env.BENCH_ROUNDS || 1);
    for (let round = 2; round <= roundCount; round++) {
      const order = round % 2 === 0 ? ['nginxCached', 'nextStatic'] : ['nextStatic', 'nginxCached'];
      const measured = {};
      for (const name of order) measured[name] = await measureMode(byName[name]);
      rounds.push(measured);
    }
    const roundRatios = rounds.map((round) => round.nginxCached.requestsPerSecond / round.nextStatic.requestsPerSecond);

    const publishes = Number(process.env.BENCH_PUBLISHES || 5);
    const cookie = await login(nginxUrl, { host: new URL(nginxUrl).host });
    const visibleMs = [];
    for (let i = 0; i < publishes; i++) {
      const title = await publishHomeTitle(nginxUrl, cookie);
      const started = performance.now();
      while (!pageTitle((await http(`${nginxUrl}${pagePath}`)).body).includes(title)) {
        if (performance.now() - started > 10_000) throw new Error('a publish was not visible through nginx within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      visibleMs.push(Math.round(performance.now() - started));
      // Let the page settle in the 1 s cache again, as between real publishes.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    }

    const sortedRatios = [...roundRatios].sort((x, y) => x - y);
    const ratio = {
      nginxCachedOfNextStatic: sortedRatios[Math.floor(sortedRatios.length / 2)],
      rounds: roundRatios,
      nginxCachedPlainOfNextStatic: results.nginxCachedPlain.requestsPerSecond / results.nextStatic.requestsPerSecond,
    };
    const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
    console.log();
    for (const mode of modes) {
      const r = results[mode.name];
      console.log(`${mode.name.padEnd(12)} ${fixed(r.requestsPerSecond).padStart(9)} req/s  p50 ${fixed(r.latencyMs.p50)} ms  p95 ${fixed(r.latencyMs.p95)} ms  non-2xx ${r.non2xx}  errors ${r.errors + r.timeouts}  (${mode.what})`);
    }
    console.log();
    if (rounds.length > 1) {
      rounds.forEach((round, i) => console.log(`round ${i + 1}: Next static ${fixed(round.nextStatic.requestsPerSecond)} req/s, nginx cached ${fixed(round.nginxCached.requestsPerSecond)} req/s = ${fixed(roundRatios[i] * 100)} %`));
    }
    console.log(`nginx cached / Next static: ${fixed(ratio.nginxCachedOfNextStatic * 100)} %${rounds.length > 1 ? ` (median of ${rounds.length} rounds)` : ''} (target >= 100 %)`);
    console.log(`  without Accept-Encoding:  ${fixed(ratio.nginxCachedPlainOfNextStatic * 100)} % (for information)`);
    console.log(`nginx cached p95:           ${fixed(results.nginxCached.latencyMs.p95)} ms (target <= 20 ms)`);
    console.log(`publish seen through nginx: ${visibleMs.join(', ')} ms, max ${Math.max(...visibleMs)} ms (target <= 2000 ms)`);

    const report = {
      date: new Date().toISOString(),
      machine,
      topology: 'nginx (deploy/nginx/courtier.conf) -> 2 x next start -> PostgreSQL + Redis',
      page: pagePath,
      staticFile: staticPath,
      settings: { durationSec, warmupSec, connections, publishes, rounds: rounds.length, acceptEncoding: gzip['accept-encoding'] ?? null },
      results,
      rounds,
      ratio,
      publishVisibleMs: visibleMs,
    };
    const outDir = path.join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'pages-nginx.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('> Written bench-results/pages-nginx.json');
    const failures = Object.entries(results).filter(([, r]) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    if (failures.length > 0) {
      console.error(`Errors or non-2xx responses during: ${failures.map(([name]) => name).join(', ')}: the numbers are not reliable.`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}
