import type { Job } from '@/lib/jobs/types';
import { dueFeedIds } from './feeds';
import { runFeed, type RunOptions } from './runner';

export const FEEDS_JOB = 'listing-feeds';

/**
 * Feed runs inside the server: every minute, each feed whose interval has passed since its
 * last run is run, one after the other. Every instance may run the job: the feed's lock
 * (run-lock.ts) lets one of them run a feed, and the run it records makes the feed not due
 * for the others. Stopping aborts the run in progress between two pages (its checkpoint
 * keeps what was done). FEED_SCHEDULER=off leaves feed runs to other instances.
 */
export function feedsJob(options: { everyMs?: number; run?: Omit<RunOptions, 'signal' | 'trigger'> } = {}): Job {
  return {
    name: FEEDS_JOB,
    // The first run shortly after start, not a full minute later.
    schedule: { everyMs: options.everyMs ?? 60_000, firstAfterMs: 5_000 },
    offSwitch: 'FEED_SCHEDULER',
    quiet: true,
    async run({ db, signal }) {
      const outcomes: string[] = [];
      for (const id of await dueFeedIds(db, options.run?.now?.() ?? new Date())) {
        if (signal.aborted) break;
        const outcome = await runFeed(db, id, { ...options.run, trigger: 'schedule', signal });
        if (outcome.status !== 'locked') outcomes.push(`feed ${id} ${outcome.status}`);
      }
      return outcomes.join(', ');
    },
  };
}
