import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildProduction, dropDataCache, hasProductionBuild, localServerUrl, repoRoot, spawnNextStart } from './next-cli.mjs';
import { freePort } from './free-port.mjs';
import { waitForOk } from './wait-for-url.mjs';

/**
 * A throw-away production server (`next start`) on a free port (or `port`) with its own fresh
 * embedded database, ready once `readyPath` answers 200. Builds first if there is no build.
 * Returns { baseUrl, pid, stop() }; stop() ends the server and deletes its database and the
 * data cache it filled.
 */
export async function startProductionServer({ env = {}, readyPath = '/fr', name = 'server', port: fixedPort } = {}) {
  if (!hasProductionBuild()) {
    console.log('> No production build (.next/BUILD_ID): building…');
    await buildProduction();
  }
  const port = fixedPort ?? (await freePort());
  const dataDir = path.join(repoRoot, '.data', `${name}-${Date.now()}`);
  await rm(dataDir, { recursive: true, force: true });
  await dropDataCache();

  const child = spawnNextStart(port, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SEED_DEMO: 'true', ...env, PGLITE_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the end of the server's output to show it if the server does not come up.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exitPromise = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));

  async function stop() {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exitPromise;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
    await dropDataCache();
  }

  const baseUrl = localServerUrl(port);
  try {
    await waitForOk(`${baseUrl}${readyPath}`, { isAlive: () => !exited });
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n--- server output ---\n${output}`);
  }
  return { baseUrl, pid: child.pid, stop };
}
