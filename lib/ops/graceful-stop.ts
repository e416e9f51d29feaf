import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import { logger } from './logger';
import { shutdownHooks } from './shutdown-hooks';
import { markStopping } from './stopping';
import { config } from '@/lib/config/env';

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, let the e-mail
 * being sent finish (the outbox claims no new one), close the database and Redis, exit 0 —
 * all within STOP_DEADLINE_MS, else exit 1 with what was still open. /readyz answers 503 from
 * the first instant (lib/ops/stopping.ts).
 *
 * Next's own handler (start-server.js) closes the server and exits 143 without closing what
 * the app opened; NEXT_MANUAL_SIG_HANDLE=true (set by scripts/start.mjs) turns it off, Next's
 * documented way to handle the signal in the app. Without it this handler is not installed.
 */
export const STOP_DEADLINE_MS = 9_000;

export interface StopSteps {
  server: () => Server | null;
  stopJobs: () => Promise<void>;
  exit: (code: number) => void;
}

/** Closes the listening socket; resolves when in-flight requests have answered. */
function closeServer(server: Server | null): Promise<void> {
  if (!server?.listening) return Promise.resolve();
  return new Promise((resolve) => {
    // Keep-alive connections hold close() open until their timeout: each one is closed as soon
    // as its last request has answered.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export async function gracefulStop(signal: string, steps: StopSteps): Promise<void> {
  markStopping();
  const started = Date.now();
  logger.info({ signal }, 'server stopping');
  let stage = 'requests';
  const deadline = setTimeout(() => {
    logger.error({ signal, stage, elapsed_ms: Date.now() - started }, 'server stop exceeded its deadline');
    steps.exit(1);
  }, STOP_DEADLINE_MS);
  deadline.unref?.();
  try {
    const server = steps.server();
    await Promise.all([closeServer(server), steps.stopJobs()]);
    stage = 'connections';
    const results = await Promise.allSettled(shutdownHooks().map((hook) => hook.close()));
    results.forEach((result, i) => {
      if (result.status === 'rejected') logger.warn({ hook: shutdownHooks()[i]?.name, err: result.reason }, 'close failed');
    });
    clearTimeout(deadline);
    logger.info({ signal, elapsed_ms: Date.now() - started }, 'server stopped');
    steps.exit(0);
  } catch (error) {
    clearTimeout(deadline);
    logger.error({ signal, err: error }, 'server stop failed');
    steps.exit(1);
  }
}

/** The HTTP server, seen on its first request (Next does not hand it to the app). */
function captureServer(): () => Server | null {
  let server: Server | null = null;
  subscribe('http.server.request.start', (message) => {
    server ??= (message as { server: Server }).server;
  });
  return () => server;
}

let installed = false;

export function installGracefulStop(stopJobs: () => Promise<void>): boolean {
  if (installed || !config().NEXT_MANUAL_SIG_HANDLE) return false;
  installed = true;
  const server = captureServer();
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void gracefulStop(signal, { server, stopJobs, exit: (code) => process.exit(code) });
    });
  }
  return true;
}
