import { LRUCache } from 'lru-cache';
import { config } from '@/lib/config/env';

/**
 * Bytes of library files recently served, by storage key. Keys carry the content hash, so an
 * entry never goes stale; a replace or delete drops the file's entries in this process (other
 * instances keep serving the old hash's address until it falls out, as any cache would).
 * Bounded by bytes (MEDIA_SERVE_CACHE_MB, default 64).
 */
const cache = new LRUCache<string, Buffer>({
  maxSize: config().MEDIA_SERVE_CACHE_MB * 1024 * 1024,
  sizeCalculation: (value) => Math.max(1, value.byteLength),
  // A single original larger than a quarter of the cache is not kept.
  maxEntrySize: (config().MEDIA_SERVE_CACHE_MB * 1024 * 1024) / 4,
});

export function servedBytes(key: string): Buffer | undefined {
  return cache.get(key);
}

export function rememberServed(key: string, bytes: Buffer): void {
  cache.set(key, bytes);
}

export function forgetServedMedia(mediaId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${mediaId}/`)) cache.delete(key);
}
