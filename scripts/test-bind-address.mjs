#!/usr/bin/env node
/**
 * `npm run test:bind`: the site serves the same pages whatever address `next start` is bound
 * to. For each binding (HOSTNAME unset, 0.0.0.0, 127.0.0.1, ::1, localhost) it
 * starts the production build, one server after the other on one embedded database, and checks
 * the true status of the home page, a CMS page, the listings page, a listing, an unknown page
 * (404 with the site's own document), the root redirect (relative Location), an internal page
 * URL asked for from outside (404), the health probes, and the home page through a tiny reverse proxy that sends
 * another Host and X-Forwarded-Proto: https. Needs `npm run build` first. Exit code 0 when all pass.
 *
 * Env: BIND_TEST_PORT (3231; the reverse proxy listens on the next port), PGLITE_DIR (a
 * throw-away directory by default; scripts/test.sh passes the e2e database, already seeded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { dropDataCache, hasProductionBuild, spawnNext } from './lib/next-cli.mjs';
import { waitForOk } from './lib/wait-for-url.mjs';

const port = Number(process.env.BIND_TEST_PORT ?? 3231);
const proxyPort = port + 1;
const FOREIGN_HOST = 'courtier.example.test';

/** [label, --hostname value or null, the URL base a client uses to reach it]. */
const BINDINGS = [
  ['HOSTNAME unset', null, `http://localhost:${port}`],
  ['0.0.0.0', '0.0.0.0', `http://127.0.0.1:${port}`],
  ['127.0.0.1', '127.0.0.1', `http://127.0.0.1:${port}`],
  ['::1', '::1', `http://[::1]:${port}`],
  ['localhost', 'localhost', `http://localhost:${port}`],
];

/** The proxy's bare refusal (lib/http/proxy-security.ts), as opposed to the site's own 404 page. */
const BARE_404_TITLE = '<title>Page introuvable / Page not found</title>';

const ownDir = process.env.PGLITE_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'bind-test-'));
const databaseDir = process.env.PGLITE_DIR ?? ownDir;
let failures = 0;

function check(label, ok, detail) {
  if (ok) console.log(`  ok   ${label}`);
  else {
    failures += 1;
    console.log(`  FAIL ${label}: ${detail}`);
  }
}

async function get(url, headers = {}) {
  const response = await fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** An internal page URL (lib/sites/site-segment.ts) for `origin`, as a visitor could forge it. */
function internalPath(origin) {
  return `/s.${Buffer.from(`${origin}\n`).toString('base64url')}/fr`;
}

/** A reverse proxy on proxyPort that forwards to `target` with another Host, as nginx would. */
function startReverseProxy(target) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname.replace(/^\[|\]$/g, ''),
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: FOREIGN_HOST, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      response.writeHead(502).end(error.message);
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', () => resolve(server)));
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function checkBinding([label, hostname, base]) {
  console.log(`> next start --port ${port}${hostname ? ` --hostname ${hostname}` : ''} (${label}), requested on ${base}`);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PGLITE_DIR: databaseDir, LEADS_OUTBOX_WORKER: 'off', TRUSTED_PROXY_COUNT: '1' };
  delete env.HOSTNAME;
  delete env.DATABASE_URL;
  const args = ['start', '--port', String(port), ...(hostname ? ['--hostname', hostname] : [])];
  const child = spawnNext(args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let proxy;
  try {
    await waitForOk(`${base}/fr`, { isAlive: () => child.exitCode === null, failOnStatus: true });
    const home = await get(`${base}/fr`);
    check('/fr answers 200 with the site', home.status === 200 && /<header/i.test(home.body), `status ${home.status}`);
    const cms = await get(`${base}/fr/notre-approche`);
    check('CMS page /fr/notre-approche answers 200', cms.status === 200, `status ${cms.status}`);
    const listings = await get(`${base}/fr/proprietes`);
    check('listings page /fr/proprietes answers 200', listings.status === 200, `status ${listings.status}`);
    const sitemap = await get(`${base}/sitemap.xml`);
    const listing = /<loc>[^<]*?(\/fr\/proprietes\/[^<]+)<\/loc>/.exec(sitemap.body)?.[1];
    const listingPage = listing ? await get(`${base}${listing}`) : { status: 0 };
    check(`a listing ${listing ?? '(none in the sitemap)'} answers 200`, listingPage.status === 200, `status ${listingPage.status}`);
    const missing = await get(`${base}/fr/cette-page-n-existe-pas`);
    check(
      'an unknown page answers 404 with the site\'s own document',
      missing.status === 404 && !missing.body.includes(BARE_404_TITLE),
      `status ${missing.status}${missing.body.includes(BARE_404_TITLE) ? ', the proxy\'s bare refusal' : ''}`,
    );
    for (const probe of ['/healthz', '/readyz']) {
      const response = await fetch(`${base}${probe}`, { redirect: 'manual' });
      const body = await response.json().catch(() => null);
      check(`${probe} answers 200 JSON, no-store`, response.status === 200 && body && response.headers.get('cache-control') === 'no-store', `status ${response.status}, ${JSON.stringify(body)}`);
    }
    const root = await get(`${base}/`);
    check('/ redirects to /fr with a relative Location', root.status >= 300 && root.status < 400 && root.location === '/fr', `status ${root.status}, Location ${root.location}`);
    for (const origin of [base, `http://localhost:${port}`]) {
      const forged = await get(`${base}${internalPath(origin)}`);
      check(`internal URL for ${origin} asked from outside answers 404`, forged.status === 404, `status ${forged.status}`);
    }
    proxy = await startReverseProxy(base);
    const proxied = await get(`http://127.0.0.1:${proxyPort}/fr`);
    check(
      `/fr through a reverse proxy sending Host ${FOREIGN_HOST} answers 200 with its canonical URL`,
      proxied.status === 200 && proxied.body.includes(`https://${FOREIGN_HOST}/fr`),
      `status ${proxied.status}`,
    );
    const proxiedRoot = await get(`http://127.0.0.1:${proxyPort}/`);
    check('/ through the reverse proxy redirects to /fr', proxiedRoot.location === '/fr', `Location ${proxiedRoot.location}`);
  } catch (error) {
    failures += 1;
    console.log(`  FAIL ${error instanceof Error ? error.message : error}\n--- server output ---\n${output}`);
  } finally {
    proxy?.close();
    await stop(child);
  }
}

async function main() {
  if (!hasProductionBuild()) throw new Error('no production build (.next/BUILD_ID): run `npm run build` first');
  await dropDataCache();
  for (const binding of BINDINGS) await checkBinding(binding);
}

main()
  .catch((error) => {
    failures += 1;
    console.error(`FAIL: ${error instanceof Error ? error.message : error}`);
  })
  .finally(async () => {
    await dropDataCache();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    console.log(failures ? `FAIL: ${failures} check(s) failed` : 'PASS: every binding serves the same pages');
    process.exitCode = failures ? 1 : 0;
  });
