import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localServerUrl, repoRoot, spawnNextStart } from './next-cli.mjs';
import { startNginx } from './nginx.mjs';
import { waitForOk } from './wait-for-url.mjs';

/**
 * The production topology on one machine: one redis-server, one PostgreSQL
 * (scripts/pg-test-server.sh, thrown away at the end), two `next start` instances on them,
 * and, unless nginxPort is null, nginx in front (deploy/nginx/courtier.conf through
 * scripts/lib/nginx.mjs). Used by `npm run topology`, `npm run test:scale` and
 * `npm run bench -- --nginx`. Needs a production build.
 */
export async function startTopology({
  ports: [portA, portB],
  redisPort,
  pgPort,
  nginxPort = null,
  env: extraEnv = {},
  log = console.log,
}) {
  const processes = [];
  let nginx = null;
  let workDir = null;
  const pgScript = path.join(repoRoot, 'scripts', 'pg-test-server.sh');
  const pgEnv = { ...process.env, PGPORT_TEST: String(pgPort) };

  const track = (child) => {
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-6000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.output = () => output;
    child.exited = new Promise((resolve) => child.once('exit', resolve));
    processes.push(child);
    return child;
  };

  const stop = async () => {
    await nginx?.stop().catch(() => undefined);
    for (const child of processes.reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([child.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    try {
      execFileSync('bash', [pgScript, 'stop'], { env: pgEnv, stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
    if (workDir) await rm(workDir, { recursive: true, force: true });
  };
  const outputs = () => processes.map((child) => `--- ${child.spawnargs.slice(0, 3).join(' ')} ---\n${child.output()}`).join('\n');

  try {
    log(`> redis-server on ${redisPort}`);
    track(spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] }));
    log(`> PostgreSQL on ${pgPort} (scripts/pg-test-server.sh)`);
    const databaseUrl = execFileSync('bash', [pgScript, 'start'], { env: pgEnv }).toString().trim().split('\n').pop();
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `topology-${Date.now()}`,
      // nginx is the one proxy in front: the client is the last X-Forwarded-For entry.
      TRUSTED_PROXY_COUNT: '1',
      ...extraEnv,
    };
    const instances = [];
    for (const port of [portA, portB]) {
      log(`> next start on ${port}`);
      const child = track(spawnNextStart(port, { env, stdio: ['ignore', 'pipe', 'pipe'] }));
      // Sequential: the first instance migrates and seeds, the second finds it done.
      await waitForOk(`${localServerUrl(port)}/fr`, { isAlive: () => child.exitCode === null });
      instances.push(localServerUrl(port));
    }
    if (nginxPort) {
      workDir = await mkdtemp(path.join(tmpdir(), 'courtier-nginx-'));
      log(`> nginx on ${nginxPort} (deploy/nginx/courtier.conf, files in ${workDir})`);
      nginx = await startNginx({ dir: workDir, port: nginxPort, appServers: [portA, portB].map((port) => `127.0.0.1:${port}`) });
    }
    return { instances, nginx, databaseUrl, env, stop, outputs };
  } catch (error) {
    const details = outputs();
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${details}`);
  }
}
