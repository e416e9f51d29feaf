import pino from 'pino';
import { config } from '@/lib/config/env';

/**
 * The server's one logger: JSON lines on stdout (pino), for a log collector to read. Level from
 * LOG_LEVEL (info by default; `silent` turns it off, as under vitest). What is logged: each
 * request that fails (5xx, lib/ops/request-log.ts), each background job outcome (the e-mail
 * outbox, each feed run, each alerts run that changed something), the server's start and stop
 * (lib/ops/graceful-stop.ts).
 */
const holder = globalThis as { __opsLogger?: pino.Logger };

export const logger: pino.Logger = (holder.__opsLogger ??= pino({
  level: config().LOG_LEVEL ?? (config().VITEST ? 'silent' : 'info'),
  base: { pid: process.pid, service: config().OTEL_SERVICE_NAME },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}));
