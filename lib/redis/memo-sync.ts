import { randomUUID } from 'node:crypto';
import type { SharedMemo } from '@/lib/cache/shared-memos';
import { createRedisClient, redisKeyPrefix, whenReady, type RedisClient } from './client';

const MEMOS: ReadonlySet<string> = new Set<SharedMemo>(['page-status', 'blog-counts', 'listing-counts', 'host-sites']);

export interface MemoSync {
  /** Tells every other instance to clear memo. */
  publish(memo: SharedMemo): void;
  /** True while the subscription is up (a clear published elsewhere reaches this instance). */
  connected(): boolean;
  /** Resolves when the subscription is up (true) or after the connection timeout (false). */
  ready: Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The instances' channel for memo clears ('<prefix>memo-clear' on Redis pub/sub): a write
 * clears its memo locally and publishes its name; every other instance hears it and clears
 * the same memo (clear), so a redirect or maintenance change made through one instance is
 * answered by all of them on their next request. After the subscription was lost (missed
 * messages) every memo is cleared when it comes back; while it is down, the memos keep
 * entries for a second only (shared-memos.ts).
 */
export function startMemoSync(options: {
  url: string;
  publisher: RedisClient;
  clear: (memo: SharedMemo) => void;
  prefix?: string;
}): MemoSync {
  const channel = `${options.prefix ?? redisKeyPrefix()}memo-clear`;
  const self = randomUUID();
  const subscriber = createRedisClient(options.url);
  let subscribed = false;
  let everSubscribed = false;

  const subscribe = async () => {
    try {
      await subscriber.subscribe(channel, (message) => {
        const [memo, from] = message.split(' ');
        if (from !== self && memo && MEMOS.has(memo)) options.clear(memo as SharedMemo);
      });
      subscribed = true;
      everSubscribed = true;
    } catch {
      /* retried on the next ready event */
    }
  };
  subscriber.on('ready', () => {
    // node-redis subscribes again by itself after a reconnection; messages sent meanwhile are lost.
    if (everSubscribed) {
      subscribed = true;
      for (const memo of MEMOS) options.clear(memo as SharedMemo);
    }
  });
  subscriber.on('end', () => (subscribed = false));
  subscriber.on('error', () => (subscribed = false));

  const ready = whenReady(subscriber).then(async (up) => {
    if (up) await subscribe();
    else
      subscriber.once('ready', () => {
        if (!everSubscribed) void subscribe();
      });
    return subscribed;
  });

  return {
    publish(memo) {
      if (!options.publisher.isReady) return;
      options.publisher.publish(channel, `${memo} ${self}`).catch((error: Error) => {
        console.warn(`[redis] could not announce the ${memo} clear:`, error.message);
      });
    },
    connected: () => subscribed,
    ready,
    async close() {
      subscribed = false;
      await subscriber.close().catch(() => undefined);
    },
  };
}
