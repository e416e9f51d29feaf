import { logger } from '@/lib/ops/logger';
import { kickOutboxWorker } from './outbox-runner';

/**
 * Starts the outbox loop when the server boots (instrumentation.ts). Never throws: a
 * database that is not reachable yet only makes a tick log its error, and the loop tries
 * again on its next tick. Skipped while `next build` prerenders pages, and when
 * LEADS_OUTBOX_WORKER=off (e.g. app instances that should only take requests while one
 * dedicated instance delivers; SKIP LOCKED keeps several workers safe anyway).
 */
export function startOutboxAtBoot(env: Record<string, string | undefined> = process.env): boolean {
  if (env.NEXT_PHASE === 'phase-production-build') return false;
  if (env.LEADS_OUTBOX_WORKER === 'off') return false;
  try {
    kickOutboxWorker();
    return true;
  } catch (error) {
    logger.error({ job: 'lead-outbox', err: error }, 'outbox worker did not start');
    return false;
  }
}
