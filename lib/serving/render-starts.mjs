/**
 * A cache entry is as old as the render that made it, not as the moment it was stored. Next
 * asks the cache for a key, renders on a miss (a page, an unstable_cache read) and stores the
 * result when the render ends, with `lastModified` = the time of the store. A tag expired
 * while that render ran (a save in the editor) found nothing to delete yet, and the result,
 * read from the data before the save, was then stored as newer than the expiry: served until
 * the next change. This wrapper of a handler of the @fortedigital/nextjs-cache-handler
 * contract notes when a key's render begins (a miss, or an entry past its stale time, which
 * Next renders again) and stores the result with that time as `lastModified`, so the
 * handler's own rule (an entry older than the expiry of one of its tags is not served)
 * drops it.
 */

/** How long a render may run and still have its start known; one running longer is dated when it is stored. */
export const RENDER_WINDOW_MS = 60_000;

/**
 * `handler`: get/set/revalidateTag/delete as the library's handlers; `now`: the clock (tests);
 * `maxKeys`: keys whose renders are followed at once (the oldest is forgotten past it).
 */
export function withRenderStarts(handler, { now = Date.now, maxKeys = 10_000 } = {}) {
  /** Per key: the earliest start of its renders under way, their number, the latest start. */
  const open = new Map();

  function began(key) {
    const at = now();
    let renders = open.get(key);
    // Renders begun longer ago than the window are taken as ended (failed, or never stored).
    if (!renders || at - renders.since > RENDER_WINDOW_MS) {
      if (!renders && open.size >= maxKeys) open.delete(open.keys().next().value);
      // One millisecond earlier: an expiry within the same millisecond may have come first.
      renders = { since: at - 1, count: 0 };
      open.set(key, renders);
    }
    renders.count += 1;
  }

  /** The start of the render that ends now: the earliest under way, as two renders of a key cannot be told apart. */
  function ended(key) {
    const renders = open.get(key);
    if (!renders) return undefined;
    renders.count -= 1;
    if (renders.count <= 0) open.delete(key);
    return now() - renders.since > RENDER_WINDOW_MS ? undefined : renders.since;
  }

  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      const staleAt = entry?.lifespan?.staleAt;
      if (!entry || (typeof staleAt === 'number' && staleAt * 1000 < now())) began(key);
      return entry;
    },
    async set(key, entry, ctx) {
      const since = ended(key);
      const dated = since === undefined || since >= entry.lastModified ? entry : { ...entry, lastModified: since };
      return handler.set(key, dated, ctx);
    },
  };
}
