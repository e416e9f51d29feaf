import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './e2e/helpers/credentials';

const isCI = !!process.env.CI && process.env.CI !== 'false';
/** A port nobody listens on now: the OS picks it (listen on 0), synchronously as configs load. */
function freePort(): string {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// A free port by default, so runs side by side (work trees, CI jobs) never collide;
// E2E_PORT overrides it (e.g. to reuse a running dev server). Chosen once and put in
// process.env: the workers load this file again and must agree with the web server.
const port = Number((process.env.E2E_PORT ??= freePort()));
const baseURL = `http://localhost:${port}`;

// The site sends its e-mails (lead notices, invitations, resets, alert confirmations) to a
// local SMTP sink that the journeys read over HTTP (e2e/helpers/mailbox.ts).
const smtpPort = Number((process.env.E2E_SMTP_PORT ??= freePort()));
const mailboxPort = Number((process.env.E2E_MAILBOX_PORT ??= freePort()));

// The feed journey's RESO server (e2e/feeds.spec.ts) listens on this port, the one loopback
// address and port the site's outbound client may reach (OUTBOUND_ALLOW below).
const resoPort = Number((process.env.E2E_RESO_PORT ??= freePort()));
// e2e/consent.spec.ts serves a stand-in tracker on its own origin; the test server's public
// pages allow scripts from it (CSP_SCRIPT_SOURCES keeps https:, the default).
const trackerPort = Number((process.env.E2E_TRACKER_PORT ??= freePort()));

// One fresh embedded database per run (scripts/test.sh passes the one it built with).
// Set it in process.env so the workers, which load this file again, agree on it.
const pgliteDir = (process.env.E2E_PGLITE_DIR ??= path.join('.data', `e2e-${Date.now()}`));

// Playwright cannot download browsers here: use Debian's Chromium. We run as root, hence
// --no-sandbox; the rest keeps Chromium from calling home (there is no internet).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Not test-results/: Playwright empties its outputDir, which would delete the vitest reports.
  outputDir: 'e2e/.artifacts',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One server process with a single-connection embedded database, on 2 cores.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/lib/smtp-sink.mjs --smtp-port ${smtpPort} --http-port ${mailboxPort}`,
      url: `http://127.0.0.1:${mailboxPort}/messages`,
      reuseExistingServer: !isCI,
      timeout: 20_000,
    },
    {
      // node + Next's bin: no dependency on node_modules/.bin being on PATH.
      command: `node node_modules/next/dist/bin/next start --port ${port}`,
      // 2xx here means the database was created, migrated and seeded (first request).
      url: `${baseURL}/fr`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PGLITE_DIR: pgliteDir,
        QA_ADMIN_EMAIL: e2eAdmin.email,
        QA_ADMIN_PASSWORD: e2eAdmin.password,
        SEED_DEMO: 'true',
        // e2e/serving.spec.ts checks that a cached page view runs no database query.
        DB_QUERY_COUNT: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'courtier@example.com',
        // `next start` runs in production mode: e-mailed links of the local demo sites point here
        // (agency.localhost keeps its own name on this port), never at the request's host.
        PUBLIC_BASE_URL: baseURL,
        ALERTS_TICK_MS: '1000',
        // e2e/schedule.spec.ts: passes every 2 s (a timer wakes the job at each schedule's time anyway).
        SCHEDULE_TICK_MS: '2000',
        OUTBOUND_ALLOW: `127.0.0.1:${resoPort}`,
        CSP_SCRIPT_SOURCES: `https: http://127.0.0.1:${trackerPort}`,
      },
    },
  ],
});
