/**
 * The page cache of one instance (no REDIS_URL): the @fortedigital/nextjs-cache-handler
 * handler contract of its `local-lru` handler, with the same tag rules, but entries weighed
 * by their bytes instead of by `JSON.stringify(entry).length`. A rendered page is its HTML
 * plus Buffers (RSC payload, segments) that JSON writes as arrays of numbers: weighing one
 * that way cost about a tenth of the CPU of every render (`node --cpu-prof` of `npm run
 * bench`'s render mode), and counted each byte about four times against the cache's budget.
 * Every tag's expiry is dated, not only the implicit ones as local-lru does: an entry whose
 * render began before one of its tags expired is stored after it (render-starts.mjs) and
 * must read as expired.
 */
import { LRUCache } from 'lru-cache';
import { RENDER_WINDOW_MS, withRenderStarts } from './render-starts.mjs';

/** Next's prefix of the implicit tags (route paths) it checks on every get. */
const IMPLICIT_TAG_PREFIX = '_N_T_';
/** Past this many dated tags, the explicit ones older than any render under way are forgotten. */
const DATED_TAGS_MAX = 10_000;

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
  /** When each tag was last revalidated (its entries are checked at read time). */
  const revalidatedTags = new Map();

  /**
   * An explicit tag's entries are deleted when it expires, so its date only matters to a render
   * under way then; an implicit tag's entries (data read by a page) do not carry it: kept.
   */
  function forgetOldTags(at) {
    if (revalidatedTags.size <= DATED_TAGS_MAX) return;
    for (const [tag, revalidatedAt] of revalidatedTags) {
      if (!tag.startsWith(IMPLICIT_TAG_PREFIX) && at - revalidatedAt > RENDER_WINDOW_MS) revalidatedTags.delete(tag);
    }
  }

  return withRenderStarts({
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
      const at = Date.now();
      revalidatedTags.set(tag, at);
      forgetOldTags(at);
    },
    async delete(key) {
      entries.delete(key);
    },
  });
}
