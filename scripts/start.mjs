#!/usr/bin/env node
/**
 * `npm start`: builds when there is no production build, when sources changed since the
 * last one (a `git pull`, an edit), or with --rebuild; then runs
 * `next start` on PORT (3000) / HOSTNAME (0.0.0.0). The first request creates, migrates and
 * seeds the embedded database, so we make it ourselves and print the URL once the site answers.
 */
import { buildProduction, hasProductionBuild, sourcesChangedSinceBuild, spawnNext } from './lib/next-cli.mjs';
import { waitForOk } from './lib/wait-for-url.mjs';

const port = process.env.PORT || '3000';
const hostname = process.env.HOSTNAME || '0.0.0.0';
if (hostname === '127.0.0.1') {
  // Next 16.4 then forwards each page rewrite of proxy.ts over HTTP to this same server
  // (README, Benchmarks, fourth pass): every page view would cost two requests.
  console.warn('> HOSTNAME=127.0.0.1 doubles the cost of every page view with Next 16.4: use localhost or 0.0.0.0.');
}
const rebuild = process.argv.includes('--rebuild');

const changed = rebuild || !hasProductionBuild() ? null : sourcesChangedSinceBuild();
if (rebuild || !hasProductionBuild() || changed) {
  console.log(
    rebuild
      ? '> Rebuilding (--rebuild)…'
      : changed
        ? `> Sources changed since the last build (${changed}): rebuilding…`
        : '> No production build (.next/BUILD_ID): building…',
  );
  try {
    await buildProduction();
  } catch (error) {
    console.error(`> ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const signalNumbers = { SIGINT: 2, SIGTERM: 15 };
const server = spawnNext(['start', '--port', port, '--hostname', hostname]);
let serverExited = false;

server.on('error', (error) => {
  console.error(`> Could not start next: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  serverExited = true;
  process.exit(code ?? (signal ? 128 + (signalNumbers[signal] ?? 0) : 1));
});

// Ctrl-C or a supervisor's stop: let Next shut down itself, then exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!serverExited) server.kill(signal);
  });
}

const url = `http://localhost:${port}/fr`;
try {
  await waitForOk(url, { isAlive: () => !serverExited });
  console.log(`> Site ready: ${url}`);
} catch (error) {
  // The server keeps running: the failure is visible in its own log and on the next request.
  if (!serverExited) console.error(`> Warm-up failed: ${error instanceof Error ? error.message : error}`);
}
