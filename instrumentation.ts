import type { Instrumentation } from 'next';

/**
 * Server start-up hook (Next.js `register`, run once per server process before requests).
 * Node.js runtime only (the edge runtime has no database, SMTP or process signals):
 * - forwarded headers rewritten from the socket (lib/http/forwarded-headers.ts), first;
 * - request ids and the log line of failing requests (lib/ops/request-log.ts);
 * - OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/ops/telemetry.ts);
 * - the lead outbox worker, so queued e-mails go out after a restart even before a new lead
 *   arrives or an editor opens the inbox;
 * - the graceful stop on SIGTERM/SIGINT (lib/ops/graceful-stop.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: client addresses come from the socket unless TRUSTED_PROXY_COUNT says otherwise.
  const { installForwardedHeaders } = await import('./lib/http/forwarded-headers');
  installForwardedHeaders();
  // With REDIS_URL: rate limits and memo clears shared by every instance (lib/redis/shared-state.ts).
  await (await import('./lib/redis/shared-state')).startSharedState();
  const { installRequestLog } = await import('./lib/ops/request-log');
  installRequestLog();
  const { registerTelemetry } = await import('./lib/ops/telemetry');
  const tracing = await registerTelemetry();
  const { startOutboxAtBoot } = await import('./lib/leads/outbox-boot');
  startOutboxAtBoot();
  const { installGracefulStop } = await import('./lib/ops/graceful-stop');
  const { stopOutboxWorker } = await import('./lib/leads/outbox-runner');
  const gracefulStop = installGracefulStop(stopOutboxWorker);
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  (await import('./lib/listings/sources/scheduler-boot')).startFeedSchedulerAtBoot(); // listing feeds on their schedule
  (await import('./lib/alerts/scheduler-boot')).startAlertSchedulerAtBoot(); // saved-search alerts (issue 32)
  const { logger } = await import('./lib/ops/logger');
  logger.info({ port: process.env.PORT, hostname: process.env.HOSTNAME, node: process.version, tracing, graceful_stop: gracefulStop }, 'server started');
}

/** Next reports each error of a server render, route handler or action here: kept for the request's log line. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { noteRequestError } = await import('./lib/ops/request-log');
  const id = request.headers['x-request-id'];
  noteRequestError(Array.isArray(id) ? id[0] : id, error);
};
