import { asBackgroundJob } from '@/lib/db/query-count';
import type { Database } from '@/lib/db/types';
import { logger } from '@/lib/ops/logger';
import { dueFeedIds } from './feeds';
import { runFeed, type RunOptions } from './runner';

/**
 * Feed runs inside the server: every minute, each feed whose interval has passed since its
 * last run is run, one after the other. Several instances may all tick: the feed's lock lets
 * one of them run it, and the run it records makes the feed not due for the others.
 * SIGTERM aborts the run in progress between two pages (its checkpoint keeps what was done)
 * and stops the ticks.
 */
export interface FeedScheduler {
  stop(): void;
  /** One tick now (tests, and the first tick at start). */
  tick(): Promise<void>;
}

const TICK_MS = 60_000;

export function startFeedScheduler(getDb: () => Promise<Database>, options: { tickMs?: number; run?: Omit<RunOptions, 'signal' | 'trigger'> } = {}): FeedScheduler {
  const controller = new AbortController();
  let running: Promise<void> | null = null;
  const tick = async () => {
    if (running || controller.signal.aborted) return running ?? undefined;
    running = (async () => {
      try {
        const db = await getDb();
        for (const id of await dueFeedIds(db, options.run?.now?.() ?? new Date())) {
          if (controller.signal.aborted) break;
          await runFeed(db, id, { ...options.run, trigger: 'schedule', signal: controller.signal });
        }
      } catch (error) {
        logger.error({ job: 'feed', err: error }, 'feed scheduler tick failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void asBackgroundJob(tick), options.tickMs ?? TICK_MS);
  timer.unref?.();
  const stop = () => {
    controller.abort(new Error('the server is shutting down'));
    clearInterval(timer);
    process.off('SIGTERM', stop);
  };
  process.once('SIGTERM', stop);
  return { stop, tick };
}
