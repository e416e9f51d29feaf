/**
 * The page cache of one instance (no REDIS_URL): the @fortedigital/nextjs-cache-handler
 * handler contract of its `local-lru` handler, with the same tag rules, but entries weighed
 * by their bytes instead of by `JSON.stringify(entry).length`. A rendered page is its HTML
 * plus Buffers (RSC payload, segments) that JSON writes as arrays of numbers: weighing one
 * that way cost about a tenth of the CPU of every render (`node --cpu-prof` of `npm run
 * bench`'s render mode), and counted each byte about four times against the cache's budget.
 */
import { LRUCache } from 'lru-cache';

/** Next's prefix of the implicit tags (route paths) it checks on every get. */
const IMPLICIT_TAG_PREFIX = '_N_T_';

/** Bytes held by a cache value: strings, Buffers and typed arrays, through objects, arrays and Maps. */
export function approximateBytes(value, depth = 0) {
  if (value === null || value === undefined || depth > 8) return 0;
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  let total = 0;
  if (value instanceof Map) {
    for (const [key, item] of value) total += approximateBytes(key, depth + 1) + approximateBytes(item, depth + 1);
    return total;
  }
  if (Array.isArray(value)) {
    for (const item of value) total += approximateBytes(item, depth + 1);
    return total;
  }
  for (const key in value) total += key.length + approximateBytes(value[key], depth + 1);
  return total;
}

/** `maxBytes`: the budget of all entries (default 128 MB); `maxItems`: their number (1,000, as local-lru). */
export function createMemoryHandler({ maxBytes = 128 * 1024 * 1024, maxItems = 1000 } = {}) {
  const entries = new LRUCache({ max: maxItems, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, approximateBytes(entry.value) + 64) });
  /** When each implicit tag was last revalidated (its entries are checked at read time). */
  const revalidatedTags = new Map();

  return {
    name: 'memory',
    async get(key, { implicitTags }) {
      const entry = entries.get(key);
      if (!entry) return null;
      for (const tag of [...entry.tags, ...implicitTags]) {
        const revalidatedAt = revalidatedTags.get(tag);
        if (revalidatedAt && revalidatedAt > entry.lastModified) {
          entries.delete(key);
          return null;
        }
      }
      return entry;
    },
    async set(key, entry, ctx) {
      if (ctx?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, entry);
    },
    async revalidateTag(tag) {
      for (const [key, { tags }] of entries.entries()) {
        if (tags.includes(tag)) entries.delete(key);
      }
      if (tag.startsWith(IMPLICIT_TAG_PREFIX)) revalidatedTags.set(tag, Date.now());
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
