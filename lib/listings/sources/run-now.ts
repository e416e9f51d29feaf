import 'server-only';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/ops/logger';
import { runFeed } from './runner';

/**
 * "Run now" from /qa/feeds: starts the run in this server process and returns at once (a
 * full load takes minutes); the run shows in the feed's runs as it goes. A feed already
 * running (here or on another instance) is left to that run.
 */
export function startFeedRunNow(feedId: number): void {
  void (async () => {
    const outcome = await runFeed(await getDb(), feedId, { trigger: 'manual' });
    if (outcome.status === 'locked') logger.info({ job: 'feed', feed_id: feedId }, 'feed already running: run now skipped');
  })().catch((err: unknown) => logger.error({ job: 'feed', feed_id: feedId, err }, 'feed run now failed'));
}
