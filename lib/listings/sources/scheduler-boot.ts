import { getDb } from '@/lib/db';
import { startFeedScheduler, type FeedScheduler } from './scheduler';

const globalForFeeds = globalThis as unknown as { __feedScheduler?: FeedScheduler };

/**
 * Starts the feed scheduler when the server boots (instrumentation.ts, one line), once per
 * process. Skipped while `next build` prerenders and when FEED_SCHEDULER=off (instances
 * that should only serve requests; the feed lock keeps several schedulers safe anyway).
 */
export function startFeedSchedulerAtBoot(env: Record<string, string | undefined> = process.env): boolean {
  if (env.NEXT_PHASE === 'phase-production-build' || env.FEED_SCHEDULER === 'off') return false;
  if (globalForFeeds.__feedScheduler) return true;
  const scheduler = startFeedScheduler(getDb);
  globalForFeeds.__feedScheduler = scheduler;
  // The first tick shortly after start, not a full minute later.
  setTimeout(() => void scheduler.tick(), 5_000).unref?.();
  return true;
}
