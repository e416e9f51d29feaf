#!/usr/bin/env node
/**
 * `npm start`: builds when there is no production build, when sources changed since the
 * last one (a `git pull`, an edit), or with --rebuild; then runs
 * `next start` on PORT (3000) / HOSTNAME (0.0.0.0), once the database is migrated and (the
 * first time) seeded by scripts/prepare-database.mjs; we request /fr and print the URL once the site answers;
 * if /fr answers anything but 200, we print why, stop the server and exit 1.
 */
import { buildProduction, hasProductionBuild, serverMemoryEnv, sourcesChangedSinceBuild, spawnNext } from './lib/next-cli.mjs';
import { waitForOk } from './lib/wait-for-url.mjs';
import { makePgliteTemplate } from './lib/pglite-template-process.mjs';
import { prepareDatabase } from './lib/prepare-database-process.mjs';

const port = process.env.PORT || '3000';
const hostname = process.env.HOSTNAME || '0.0.0.0';
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

// The embedded database's template cluster, made before the server starts (once per PGlite
// version): a new database is then a copy of it, with no initdb in the server.
if (!process.env.DATABASE_URL) await makePgliteTemplate();

// Migrations, the first admin and, on a new database, the demo content, in a process of their
// own: the server starts on a ready database and never holds what seeding built in memory.
try {
  console.log(await prepareDatabase());
} catch (error) {
  console.error(`> ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const signalNumbers = { SIGINT: 2, SIGTERM: 15 };
// The app handles SIGTERM/SIGINT itself (lib/ops/graceful-stop.ts): drains requests, finishes
// the e-mail being sent, closes the database and Redis, exits 0.
const server = spawnNext(['start', '--port', port, '--hostname', hostname], {
  env: serverMemoryEnv({ ...process.env, NEXT_MANUAL_SIG_HANDLE: process.env.NEXT_MANUAL_SIG_HANDLE ?? 'true' }),
});
let serverExited = false;

server.on('error', (error) => {
  console.error(`> Could not start next: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  serverExited = true;
  process.exit(code ?? (signal ? 128 + (signalNumbers[signal] ?? 0) : 1));
});

// Ctrl-C or a supervisor's stop: the server stops gracefully, then we exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!serverExited) server.kill(signal);
  });
}

/** The address a client on this machine reaches the server on (a wildcard means any of them). */
function warmUpHost(bound) {
  if (bound === '0.0.0.0' || bound === '::') return 'localhost';
  return bound.includes(':') ? `[${bound}]` : bound;
}

const url = `http://${warmUpHost(hostname)}:${port}/fr`;
try {
  await waitForOk(url, { isAlive: () => !serverExited, failOnStatus: true });
  console.log(`> Site ready: ${url}`);
} catch (error) {
  // A site whose home page fails is not left running: a supervisor sees the exit and the reason.
  console.error(`> Warm-up failed, stopping the server: ${error instanceof Error ? error.message : error}`);
  if (!serverExited) {
    server.removeAllListeners('exit');
    server.once('exit', () => process.exit(1));
    server.kill('SIGTERM');
    setTimeout(() => {
      server.kill('SIGKILL');
      process.exit(1);
    }, 10_000).unref();
  } else process.exit(1);
}
