/**
 * Next's incremental cache handler (ISR pages, unstable_cache data, tags) on Redis, so that
 * several app instances share the page cache and a publish through one invalidates all.
 * Always configured (next.config.ts) and decided when the server starts: with REDIS_URL the
 * entries live in Redis; without it, in an LRU in this process's memory (one instance, as
 * Next's own cache, and nothing on disk that a restart on another database could serve;
 * lib/serving/memory-cache-handler.mjs says why it is not the library's local-lru).
 *
 * @fortedigital/nextjs-cache-handler is the maintained successor of @neshca/cache-handler
 * (which stops at Next 14) and supports Next 16's cacheHandler interface; it needs the
 * official `redis` client. If Redis cannot be reached at start the instance falls back to
 * an in-memory LRU (correct for one instance, logged loudly).
 */
import { createClient } from 'redis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { createMemoryHandler } from './lib/serving/memory-cache-handler.mjs';
import { createRedisPageHandler } from './lib/serving/redis-cache-handler.mjs';

const state = globalThis;

CacheHandler.onCreation(() => {
  if (state.__cacheHandlerConfig) return state.__cacheHandlerConfig;
  state.__cacheHandlerConfigPromise ??= (async () => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return (state.__cacheHandlerConfig = { handlers: [createMemoryHandler()] });
    }
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    client.on('error', (error) => console.warn('[cache] Redis error:', error.message));
    try {
      await client.connect();
    } catch (error) {
      console.error('[cache] Redis unreachable, this instance caches in memory only:', error.message);
      return (state.__cacheHandlerConfig = { handlers: [createMemoryHandler()] });
    }
    // Closed by the graceful stop after the last request (lib/ops/shutdown-hooks.ts: this file is
    // not bundled and cannot import it, so it adds to the same globalThis list).
    (state.__opsShutdownHooks ??= []).push({ name: 'redis (page cache)', close: () => client.quit().then(() => undefined) });
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'courtier'}:`;
    console.info(`[cache] shared page cache on Redis (${keyPrefix}*)`);
    return (state.__cacheHandlerConfig = { handlers: [createRedisPageHandler({ client, keyPrefix })] });
  })();
  return state.__cacheHandlerConfigPromise;
});

export default CacheHandler;
