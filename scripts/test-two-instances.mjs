#!/usr/bin/env node
/**
 * `npm run test:scale`: the production topology (scripts/lib/topology.mjs): one PostgreSQL,
 * one Redis, two `next start` instances (ports 3211 and 3212 unless SCALE_PORTS=a,b) and
 * nginx in front (SCALE_NGINX_PORT, 8211; deploy/nginx/courtier.conf). Checks that the
 * instances share what they must:
 *   1. the page cache: a page rendered by one is a hit on the other; a publish through the
 *      first is served by the second on its next request;
 *   2. login limits: 30 bad logins spread over both are refused after the 5th, as with one;
 *   3. memos: a maintenance switch through A gives 503 on B at once (≤ 1 s), and back;
 *   4. the e-mail outbox: 200 leads posted alternately to A and B give exactly one e-mail
 *      each at an SMTP sink started here (none twice, none missing);
 *   5. scheduled publishing: SCALE_SCHEDULES (10) pages scheduled through A for the same
 *      second, with both instances' jobs awake for it, are each published once (one version,
 *      one claim, one history entry each), whichever instance claimed them;
 * and, through nginx: /fr with the app's headers, Host kept (a second site), the client's
 * address appended to X-Forwarded-For (spoofed entries do not escape the limits), static files
 * immutable, gzip, a public page cached (HIT), /qa and an editor's cookie bypassing the
 * cache, and a publish seen through nginx within 2 s.
 * Exit code 0 when all hold. Needs `npm run build` first. Without nginx the nginx part is
 * skipped (outside CI).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './lib/next-cli.mjs';
import { nginxBinary } from './lib/nginx.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { createDraftPage, schedulePublish } from './lib/schedule-client.mjs';
import { ADMIN, http, login, pageTitle, postLead, publishHomeTitle, solvedCaptchas } from './lib/site-client.mjs';
import { startTopology } from './lib/topology.mjs';

const ports = (process.env.SCALE_PORTS ?? '3211,3212').split(',').map(Number);
const redisPort = Number(process.env.SCALE_REDIS_PORT ?? 6391);
const pgPort = process.env.SCALE_PG_PORT ?? '54339';
const nginxPort = Number(process.env.SCALE_NGINX_PORT ?? 8211);
const smtpPort = Number(process.env.SCALE_SMTP_PORT ?? ports[1] + 1);
const LEADS = Number(process.env.SCALE_LEADS ?? 200);
const SCHEDULES = Number(process.env.SCALE_SCHEDULES ?? 10);
const withNginx = nginxBinary() !== null;
const runId = Date.now().toString(36);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Polls fn until it returns true; the milliseconds it took, or throws after timeoutMs. */
async function within(timeoutMs, what, fn) {
  const started = performance.now();
  for (;;) {
    if (await fn()) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/**
 * Requests url until it answers status; the milliseconds from now to the start of the first
 * request that got it (a page render after the switch does not count), or throws after timeoutMs.
 */
async function answeredAfter(url, status, timeoutMs) {
  const started = performance.now();
  for (;;) {
    const sent = performance.now();
    if ((await http(url)).status === status) return Math.round(sent - started);
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await sleep(10);
  }
}

async function pageCacheShared(a, b) {
  await http(`${b}/fr`);
  const before = pageTitle((await http(`${b}/fr`)).body);
  // The first instance never rendered /fr itself: it must serve the second one's render from Redis.
  const shared = (await http(`${a}/fr`)).headers['x-nextjs-cache'];
  console.log(`> /fr on the first instance after the second rendered it: x-nextjs-cache ${shared}`);
  check(shared === 'HIT', 'the first instance did not find the page the second one rendered');
  const cookie = await login(a);
  const title = await publishHomeTitle(a, cookie);
  console.log(`> published "${title}" through the first instance (was "${before}")`);
  const after = pageTitle((await http(`${b}/fr`)).body);
  check(after.includes(title), `the second instance still serves the old page ("${after}")`);
  console.log('PASS page cache: the second instance served the published change on its next request');
  return cookie;
}

async function loginLimitShared(a, b) {
  const statuses = [];
  for (let i = 0; i < 30; i++) {
    const base = i % 2 ? b : a;
    const answer = await http(`${base}/api/auth/login`, {
      method: 'POST',
      // One attacker's address (nginx's X-Forwarded-For, trusted: TRUSTED_PROXY_COUNT=1).
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ email: ADMIN.email, password: `wrong-${i}` }),
    });
    statuses.push(answer.status);
  }
  console.log(`> 30 bad logins alternately on A and B: ${statuses.join(' ')}`);
  check(statuses.slice(0, 5).every((s) => s === 401), 'the first 5 bad logins should be refused as invalid (401)');
  check(statuses.slice(5).every((s) => s === 429), 'every bad login after the 5th, on either instance, should be refused as too many (429)');
  console.log('PASS login limit: one budget over both instances (5, then 429 on both)');
}

async function maintenanceShared(a, b, cookie) {
  const headers = { cookie, origin: a, 'content-type': 'application/json' };
  // B has answered /fr (its status memo holds "200") before the switch.
  check((await http(`${b}/fr`)).status === 200, '/fr on B should answer 200 before maintenance');
  const switchTo = async (maintenance) => {
    const answer = await http(`${a}/api/editor/site/maintenance`, { method: 'PUT', headers, body: JSON.stringify({ maintenance }) });
    check(answer.status === 200, `maintenance switch answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  };
  try {
    await switchTo(true);
    const on = await answeredAfter(`${b}/fr`, 503, 1_000);
    console.log(`> maintenance switched on through A: B answered 503 to a request sent ${on} ms after the switch`);
  } finally {
    await switchTo(false);
  }
  const off = await answeredAfter(`${b}/fr`, 200, 1_000);
  console.log(`> maintenance switched off through A: B answered 200 to a request sent ${off} ms after the switch`);
  console.log('PASS maintenance: a switch through A is answered by B within 1 s');
}

async function outboxOnce(a, b, sink) {
  const started = performance.now();
  const tokens = await solvedCaptchas(a, LEADS);
  console.log(`> ${LEADS} captchas solved in ${Math.round(performance.now() - started)} ms`);
  const emails = tokens.map((_, i) => `scale-${runId}-${i}@example.com`);
  const statuses = [];
  // Alternately A and B, 10 at a time.
  for (let i = 0; i < LEADS; i += 10) {
    const batch = tokens.slice(i, i + 10).map((token, j) => {
      const n = i + j;
      return postLead(n % 2 ? b : a, token, emails[n], { 'x-forwarded-for': `10.88.${n >> 8}.${n & 255}` });
    });
    statuses.push(...(await Promise.all(batch)));
  }
  const accepted = statuses.filter((s) => s >= 200 && s < 300).length;
  check(accepted === LEADS, `every lead should be accepted: ${JSON.stringify(statuses.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}))}`);
  const count = (email) => sink.messages.filter((raw) => raw.includes(email)).length;
  const took = await within(60_000, `${LEADS} e-mails at the sink`, () => sink.messages.length >= LEADS);
  // One more outbox tick (5 s) on both instances: a duplicate would arrive now.
  await sleep(5_500);
  const counts = emails.map(count);
  const missing = counts.filter((c) => c === 0).length;
  const twice = counts.filter((c) => c > 1).length;
  console.log(`> ${LEADS} leads on A and B: ${sink.messages.length} e-mails (all there after ${took} ms), ${missing} missing, ${twice} sent more than once`);
  check(sink.messages.length === LEADS && missing === 0 && twice === 0, 'each lead should give exactly one e-mail');
  console.log('PASS outbox: exactly one e-mail per lead across both instances');
}

async function scheduledOnce(a, b, cookie, databaseUrl) {
  const pages = [];
  for (let i = 0; i < SCHEDULES; i++) pages.push(await createDraftPage(a, cookie, `scale-programmee-${runId}-${i}`));
  // Far enough ahead for B's next pass (every second here) to find them and set its timer for
  // the same instant as A's: both instances wake for them together.
  const at = Math.ceil((Date.now() + 6_000) / 1000) * 1000;
  for (const page of pages) await schedulePublish(a, cookie, page.id, at);
  console.log(`> ${SCHEDULES} pages scheduled through A for ${new Date(at).toISOString()}`);
  await within(30_000, 'every scheduled page published', async () => {
    const statuses = await Promise.all(pages.map(async (page) => (await http(`${b}${page.path}`)).status));
    return statuses.every((status) => status === 200);
  });
  // One more pass on both instances: a second publish would happen now.
  await sleep(2_500);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = pages.map((page) => page.id);
    const versions = await client.query('select page_id, count(*)::int as n from page_versions where page_id = any($1) group by page_id', [ids]);
    const claims = await client.query("select claimed_by, status, count(*)::int as n from publish_schedules where kind = 'page' and item_id = any($1) group by claimed_by, status", [ids]);
    const history = await client.query("select count(*)::int as n from activity where entity = 'pages' and action = 'scheduled-publish' and entity_id = any($1)", [ids.map(String)]);
    console.log(`> claims: ${claims.rows.map((r) => `${r.claimed_by} ${r.status} ${r.n}`).join(', ')}; versions per page: ${versions.rows.map((r) => r.n).join(' ')}; history entries: ${history.rows[0].n}`);
    check(versions.rows.length === SCHEDULES && versions.rows.every((r) => r.n === 1), 'each scheduled page should have exactly one published version');
    check(claims.rows.every((r) => r.status === 'done') && claims.rows.reduce((sum, r) => sum + r.n, 0) === SCHEDULES, 'each schedule should be done once');
    check(history.rows[0].n === SCHEDULES, 'each scheduled publication should be recorded once in the history');
  } finally {
    await client.end();
  }
  console.log('PASS scheduled publishing: each due schedule published once across both instances');
}

async function throughNginx(nginxUrl, cookie) {
  const host = new URL(nginxUrl).host;
  const first = await http(`${nginxUrl}/fr`);
  check(first.status === 200, `/fr through nginx answered ${first.status}`);
  check(Boolean(first.headers['content-security-policy']), '/fr through nginx lacks the app’s Content-Security-Policy');
  const second = await http(`${nginxUrl}/fr`);
  console.log(`> /fr through nginx: ${first.status}, X-Cache-Status ${first.headers['x-cache-status']} then ${second.headers['x-cache-status']}`);
  check(second.headers['x-cache-status'] === 'HIT', 'the second /fr within a second should be served by nginx (HIT)');

  const agency = await http(`${nginxUrl}/fr`, { headers: { host: `agency.localhost:${new URL(nginxUrl).port}` } });
  console.log(`> Host agency.localhost through nginx: ${agency.status} "${pageTitle(agency.body)}" (default site: "${pageTitle(first.body)}")`);
  check(agency.status === 200 && pageTitle(agency.body) !== pageTitle(first.body), 'the second site’s host should serve that site');

  // The app takes the client from the entry nginx appends: spoofed entries change nothing.
  const statuses = [];
  for (let i = 0; i < 7; i++) {
    const answer = await http(`${nginxUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: nginxUrl, 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: `nobody-${runId}@example.com`, password: 'wrong' }),
    });
    statuses.push(answer.status);
  }
  console.log(`> 7 bad logins through nginx, each with another spoofed X-Forwarded-For: ${statuses.join(' ')}`);
  check(statuses[5] === 429 && statuses[6] === 429, 'spoofed X-Forwarded-For entries escaped the login limit');

  const chunk = readdirSync(path.join(repoRoot, '.next', 'static', 'chunks')).find((name) => name.endsWith('.js'));
  const asset = await http(`${nginxUrl}/_next/static/chunks/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  console.log(`> /_next/static/chunks/${chunk}: ${asset.status}, ${asset.headers['cache-control']}, ${asset.headers['content-encoding']}`);
  check(asset.status === 200 && /immutable/.test(asset.headers['cache-control'] ?? ''), 'static files should be immutable');
  const gz = await http(`${nginxUrl}/fr`, { headers: { 'accept-encoding': 'gzip' } });
  check(gz.headers['content-encoding'] === 'gzip', '/fr through nginx should be compressed for a client that accepts gzip');

  const qa = await http(`${nginxUrl}/qa/login`);
  const editor = await http(`${nginxUrl}/fr`, { headers: { cookie } });
  const editorAgain = await http(`${nginxUrl}/fr`, { headers: { cookie } });
  console.log(`> /qa/login: ${qa.status} X-Cache-Status ${qa.headers['x-cache-status']}; /fr with the session cookie: ${editor.headers['x-cache-status']}, ${editorAgain.headers['x-cache-status']}`);
  check(qa.headers['x-cache-status'] !== 'HIT' && (await http(`${nginxUrl}/qa/login`)).headers['x-cache-status'] !== 'HIT', '/qa should never come from the cache');
  check(editorAgain.headers['x-cache-status'] === 'BYPASS', 'an editor’s request should bypass the cache');

  const nginxCookie = await login(nginxUrl, { host });
  const title = await publishHomeTitle(nginxUrl, nginxCookie);
  const seen = await within(2_000, 'publish seen through nginx', async () => pageTitle((await http(`${nginxUrl}/fr`)).body).includes(title));
  console.log(`> published "${title}" through nginx: seen through nginx after ${seen} ms`);
  console.log('PASS nginx: headers, Host, X-Forwarded-For, static, gzip, micro-cache, bypasses, publish within 2 s');
}

async function main() {
  const sink = await startSmtpSink({ port: smtpPort });
  console.log(`> SMTP sink on ${smtpPort}`);
  let topology;
  try {
    topology = await startTopology({
      ports,
      redisPort,
      pgPort,
      nginxPort: withNginx ? nginxPort : null,
      env: {
        QA_ADMIN_EMAIL: ADMIN.email,
        QA_ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'site@example.com',
        LEADS_RATE_LIMIT_PER_MIN: '1000',
        // Easy proofs of work: 200 are solved here before the leads go out.
        CAPTCHA_ALTCHA_MAX_COUNTER: '1000',
        // Both instances pass every second, so both race for each due schedule.
        SCHEDULE_TICK_MS: '1000',
      },
    });
    const [a, b] = topology.instances;
    const cookie = await pageCacheShared(a, b);
    await loginLimitShared(a, b);
    await maintenanceShared(a, b, cookie);
    await outboxOnce(a, b, sink);
    await scheduledOnce(a, b, cookie, topology.databaseUrl);
    if (topology.nginx) await throughNginx(topology.nginx.url, cookie);
    else console.log('nginx is not installed: the nginx checks are skipped (they are mandatory in CI)');
    if (!topology.nginx && process.env.CI) throw new Error('nginx is not installed and CI requires it');
    console.log('PASS: two instances share pages, limits, memos, the outbox and scheduled publishing; nginx in front serves them');
  } catch (error) {
    console.error(`FAIL: ${error instanceof Error ? error.message : error}`);
    if (topology) console.error(topology.outputs());
    process.exitCode = 1;
  } finally {
    await topology?.stop();
    await sink.close();
  }
}

await main();
