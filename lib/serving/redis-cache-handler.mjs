/**
 * The page cache shared by the instances (REDIS_URL): the library's redis-strings handler,
 * with every tag's expiry dated in Redis, not only the implicit ones as it does, and each
 * entry dated by the start of its render (render-starts.mjs). The handler compares each
 * entry's tags with those dates when it reads; an explicit tag's entries are deleted when it
 * expires, but a render under way then (in any instance) stores its result afterwards, from
 * data read before: its date must be there to drop it. Bodies are stored compressed
 * (compressed-entries.mjs).
 */
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { compressValue, decompressValue } from './compressed-entries.mjs';
import { withRenderStarts } from './render-starts.mjs';

/** The library's hash of tag expiry dates (redis-strings.js, REVALIDATED_TAGS_KEY). */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';
const TIMEOUT_MS = 5_000;

/** `client`: a connected `redis` client; `keyPrefix`: this deployment's prefix of every key. */
export function createRedisPageHandler({ client, keyPrefix }) {
  const handler = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS });
  return withRenderStarts({
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      return entry?.value ? { ...entry, value: await decompressValue(entry.value) } : entry;
    },
    async set(key, entry, ctx) {
      return handler.set(key, entry?.value ? { ...entry, value: await compressValue(entry.value) } : entry, ctx);
    },
    async revalidateTag(tag) {
      await client.withAbortSignal(AbortSignal.timeout(TIMEOUT_MS)).hSet(keyPrefix + REVALIDATED_TAGS_KEY, tag, Date.now());
      await handler.revalidateTag(tag);
    },
  });
}
