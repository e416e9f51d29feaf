#!/usr/bin/env node
/**
 * `npm run test:scale`: two production instances on one PostgreSQL and one Redis share the
 * page cache. Starts Debian's redis-server and a throw-away PostgreSQL
 * (scripts/pg-test-server.sh), then `next start` twice (ports 3211 and 3212 unless
 * SCALE_PORTS=a,b), views /fr on both (each now serves it from the shared cache), publishes
 * a new title of the home page through the first, and checks that the second serves the new
 * title on its next request (and, before that, that a page rendered by one is a cache hit on
 * the other). Exit code 0 when it does. Needs `npm run build` first.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { localServerUrl, repoRoot, spawnNextStart } from './lib/next-cli.mjs';
import { waitForOk } from './lib/wait-for-url.mjs';

const [portA, portB] = (process.env.SCALE_PORTS ?? '3211,3212').split(',').map(Number);
const redisPort = Number(process.env.SCALE_REDIS_PORT ?? 6391);
const pgPort = process.env.SCALE_PG_PORT ?? '54339';
const admin = { email: 'admin@example.com', password: 'e2e-password-123' };
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-6000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  children.push(child);
  return child;
}

const pgScript = path.join(repoRoot, 'scripts', 'pg-test-server.sh');
const pgEnv = { ...process.env, PGPORT_TEST: pgPort };

async function cleanup() {
  for (const child of children.reverse()) child.kill('SIGTERM');
  try {
    execFileSync('bash', [pgScript, 'stop'], { env: pgEnv, stdio: 'ignore' });
  } catch {
    /* already stopped */
  }
}

function title(html) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

async function main() {
  console.log(`> redis-server on ${redisPort}`);
  start('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no']);
  console.log('> PostgreSQL (scripts/pg-test-server.sh)');
  const databaseUrl = execFileSync('bash', [pgScript, 'start'], { env: pgEnv }).toString().trim().split('\n').pop();
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: `scale-${Date.now()}`,
    QA_ADMIN_EMAIL: admin.email,
    QA_ADMIN_PASSWORD: admin.password,
    LEADS_OUTBOX_WORKER: 'off',
  };
  const servers = [];
  for (const port of [portA, portB]) {
    console.log(`> next start on ${port}`);
    const child = spawnNextStart(port, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (c) => (output = (output + c).slice(-6000)));
    child.stderr.on('data', (c) => (output = (output + c).slice(-6000)));
    child.output = () => output;
    // Sequential: the first instance migrates and seeds, the second finds it done.
    await waitForOk(`${localServerUrl(port)}/fr`, { isAlive: () => child.exitCode === null }).catch((error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    servers.push(localServerUrl(port));
  }
  const [a, b] = servers;

  const before = title(await (await fetch(`${b}/fr`)).text());
  // The first instance never rendered /fr itself: it must serve the second one's render from Redis.
  const shared = (await fetch(`${a}/fr`)).headers.get('x-nextjs-cache');
  console.log(`> /fr on the first instance after the second rendered it: x-nextjs-cache ${shared}`);
  if (shared !== 'HIT') throw new Error('the first instance did not find the page the second one rendered');
  console.log(`> /fr title on the second instance before: "${before}"`);

  const login = await fetch(`${a}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: a },
    body: JSON.stringify(admin),
    redirect: 'manual',
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie.includes('qa_session')) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const headers = { cookie, origin: a, 'content-type': 'application/json' };

  const page = await (await fetch(`${a}/api/editor/pages/1`, { headers })).json();
  const newTitle = `Accueil ${Date.now()}`;
  const saved = await fetch(`${a}/api/editor/pages/1/draft`, {
    method: 'PUT',
    headers,
    // The <title> comes from the SEO title (the demo pages set it to the page title).
    body: JSON.stringify({
      content: page.content,
      title: { ...page.title, fr: newTitle },
      seo: { ...page.seo, global: { ...page.seo.global, fr: { ...page.seo.global?.fr, og_title: newTitle } } },
      expectedVersion: page.version,
    }),
  });
  if (!saved.ok) throw new Error(`draft save failed: ${saved.status} ${await saved.text()}`);
  const published = await fetch(`${a}/api/editor/pages/1/publish`, { method: 'POST', headers, body: '{}' });
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  console.log(`> published "${newTitle}" through the first instance`);

  const onFirst = title(await (await fetch(`${a}/fr`)).text());
  console.log(`> /fr title on the first instance after:   "${onFirst}"`);
  const after = title(await (await fetch(`${b}/fr`)).text());
  console.log(`> /fr title on the second instance after:  "${after}"`);
  if (!after.includes(newTitle)) throw new Error('the second instance still serves the old page');
  console.log('PASS: the second instance served the published change on its next request');
}

main()
  .catch((error) => {
    console.error(`FAIL: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    if (process.exitCode) for (const child of children) if (child.output) console.error(`--- server output ---\n${child.output()}`);
    await cleanup();
  });
