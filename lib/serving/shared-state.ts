import { forgetBlogCountsLocally } from '@/lib/blog/count-memo';
import { forgetCountsLocally } from '@/lib/listings/recent-counts';
import { clearStatusMemoLocally } from '@/lib/cache/status-memo';
import { clearHostSiteMemoLocally } from '@/lib/cache/host-site-memo';
import { setSharedMemoChannel, type SharedMemo } from '@/lib/cache/shared-memos';
import { getRedis, redisUrl, whenReady } from '@/lib/redis/client';
import { startMemoSync } from '@/lib/redis/memo-sync';

const clearers: Record<SharedMemo, () => void> = {
  'page-status': clearStatusMemoLocally,
  'blog-counts': forgetBlogCountsLocally,
  'listing-counts': forgetCountsLocally,
  'host-sites': clearHostSiteMemoLocally,
};

/**
 * At server start (instrumentation.ts), with REDIS_URL: connects the shared client (rate
 * limits) and the memo channel before the first request, so that limits and memo clears are
 * shared from the first request on. Without REDIS_URL, nothing: one instance, memory only.
 */
export async function startSharedState(): Promise<void> {
  const url = redisUrl();
  const client = getRedis();
  if (!url || !client) return;
  const sync = startMemoSync({ url, publisher: client, clear: (memo) => clearers[memo]() });
  setSharedMemoChannel({ publish: sync.publish, connected: sync.connected });
  const [clientUp, syncUp] = await Promise.all([whenReady(client), sync.ready]);
  if (clientUp && syncUp) console.info('[redis] rate limits and memo clears shared through Redis');
  else console.error('[redis] unreachable at start: limits count in memory and memos last 1 s until it answers');
}
