import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { http } from './site-client.mjs';

/**
 * A visitor in a process of its own: times views (a fresh connection, the whole answer read)
 * on an event loop nothing else uses, so the time is the server's and the network's, not the
 * bench's own work (parsing sitemaps, reading other answers) queued before the answer. A real
 * visitor's browser runs on another machine: run as root, the process goes before the
 * servers' work for a core as nginx's workers do (scripts/lib/nginx.mjs), instead of waiting
 * behind the renders it is not part of. view(url, headers) resolves to { ms, status }.
 */
export function startVisitor() {
  const child = fork(fileURLToPath(import.meta.url), ['--visitor'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (process.getuid?.() === 0) os.setPriority(child.pid, -5);
  const pending = new Map();
  let next = 0;
  child.on('message', ({ id, ms, status, error }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(new Error(error));
    else waiting?.resolve({ ms, status });
  });
  return {
    view(url, headers = {}) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, url, headers });
      });
    },
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill()))),
  };
}

if (process.argv[2] === '--visitor') {
  process.on('message', async ({ id, url, headers }) => {
    const started = performance.now();
    try {
      const { status } = await http(url, { headers });
      process.send({ id, ms: performance.now() - started, status });
    } catch (error) {
      process.send({ id, error: String(error) });
    }
  });
}
