import type { Instrumentation } from 'next';

/**
 * Server start-up hook (Next.js `register`, run once per server process before requests).
 * Node.js runtime only (the edge runtime has no database, SMTP or process signals):
 * - the configuration parsed (lib/config/env.ts), first: a bad variable stops the start here;
 * - the database's set-up steps (first admin, demo content: lib/seed/database-setup.ts);
 * - forwarded headers rewritten from the socket (lib/http/forwarded-headers.ts), first;
 * - request ids and the log line of failing requests (lib/ops/request-log.ts);
 * - OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/ops/telemetry.ts);
 * - the background jobs (server-jobs.ts: the e-mail outbox, listing feeds, saved-search
 *   alerts), so queued e-mails go out after a restart even before a new lead arrives;
 * - the graceful stop on SIGTERM/SIGINT (lib/ops/graceful-stop.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const settings = (await import('./lib/config/env')).config();
  // The block catalog for lib/ (validation, the seed): lib imports nothing from blocks/.
  await import('./blocks/catalog');
  // Before anything opens the database: its first admin and the demo content (lib/db knows neither).
  await import('./lib/seed/database-setup');
  // Then: client addresses come from the socket unless TRUSTED_PROXY_COUNT says otherwise.
  const { installForwardedHeaders } = await import('./lib/http/forwarded-headers');
  installForwardedHeaders();
  // With REDIS_URL: rate limits and memo clears shared by every instance (lib/serving/shared-state.ts).
  await (await import('./lib/serving/shared-state')).startSharedState();
  const { installRequestLog } = await import('./lib/ops/request-log');
  installRequestLog();
  const { registerTelemetry } = await import('./lib/ops/telemetry');
  const tracing = await registerTelemetry();
  const jobs = (await import('./server-jobs')).startServerJobs();
  const { installGracefulStop } = await import('./lib/ops/graceful-stop');
  const { stopJobs } = await import('./lib/jobs/server-runner');
  const gracefulStop = installGracefulStop(stopJobs);
  if (settings.NEXT_PHASE === 'phase-production-build') return;
  const { logger } = await import('./lib/ops/logger');
  logger.info({ port: settings.PORT, hostname: settings.HOSTNAME, node: process.version, tracing, graceful_stop: gracefulStop, jobs }, 'server started');
}

/** Next reports each error of a server render, route handler or action here: kept for the request's log line. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { noteRequestError } = await import('./lib/ops/request-log');
  const id = request.headers['x-request-id'];
  noteRequestError(Array.isArray(id) ? id[0] : id, error);
};
