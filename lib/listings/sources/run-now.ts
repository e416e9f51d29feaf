import 'server-only';
import { getDb } from '@/lib/db';
import { runFeed } from './runner';

/**
 * "Run now" from /qa/feeds: starts the run in this server process and returns at once (a
 * full load takes minutes); the run shows in the feed's runs as it goes. A feed already
 * running (here or on another instance) is left to that run.
 */
export function startFeedRunNow(feedId: number): void {
  void (async () => {
    const outcome = await runFeed(await getDb(), feedId, { trigger: 'manual' });
    if (outcome.status === 'locked') console.log(`[feeds] feed ${feedId}: already running, run now skipped`);
  })().catch((error: unknown) => console.error('[feeds] run now:', error instanceof Error ? error.message : error));
}
