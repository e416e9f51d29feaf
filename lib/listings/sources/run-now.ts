import 'server-only';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/ops/logger';
import { runFeed } from './runner';

/** What "Run now" did: a run started, or the feed was already running (that run goes on). */
export type RunNowOutcome = 'started' | 'running';

/**
 * "Run now" from /qa/feeds: starts the run in this server process and answers as soon as it
 * holds the feed's lock (a full load takes minutes; the run shows in the feed's runs as it
 * goes). A feed already running (here or on another instance) is left to that run, and the
 * answer says so. Rejects when the run could not begin at all (the database is down).
 */
export function startFeedRunNow(feedId: number): Promise<RunNowOutcome> {
  return new Promise<RunNowOutcome>((resolve, reject) => {
    void (async () => {
      const outcome = await runFeed(await getDb(), feedId, { trigger: 'manual', onLocked: () => resolve('started') });
      if (outcome.status === 'locked') {
        logger.info({ job: 'feed', feed_id: feedId }, 'feed already running: run now skipped');
        resolve('running');
      }
    })().catch((err: unknown) => {
      logger.error({ job: 'feed', feed_id: feedId, err }, 'feed run now failed');
      reject(err instanceof Error ? err : new Error(String(err)));
    });
  });
}
