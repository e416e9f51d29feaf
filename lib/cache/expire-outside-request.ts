import 'server-only';
import { logger } from '@/lib/ops/logger';

/** What Next keeps on globalThis once a request has created it: the process's incremental cache (cache-handler.mjs underneath). */
interface ProcessCache {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

const state = globalThis as unknown as { __incrementalCache?: ProcessCache };
const waiting = new Set<string>();
let poll: ReturnType<typeof setInterval> | null = null;

function flush(): void {
  const cache = state.__incrementalCache;
  if (!cache) {
    if (!poll) {
      poll = setInterval(flush, 200);
      poll.unref?.();
    }
    return;
  }
  if (poll) clearInterval(poll);
  poll = null;
  const tags = [...waiting];
  waiting.clear();
  void cache.revalidateTag(tags, { expire: 0 }).catch((error: unknown) => logger.warn({ err: error, tags }, 'cache tags not expired'));
}

/**
 * revalidateTag works only inside a request (it queues the tag on the request's store, which
 * Next flushes when the request ends); a background job (a scheduled publication, a contract's
 * end) runs in none. There the tag goes straight to the cache Next's requests use: the one it
 * keeps on globalThis, whose handler shares tags through Redis (cache-handler.mjs). Before this
 * process has served a request there is none yet: the tags wait and expire as soon as it
 * exists (checked every 200 ms), which is right after the first request arrives.
 */
export function expireOutsideRequest(tag: string): void {
  waiting.add(tag);
  flush();
}

/** Whether revalidateTag refused because there is no request (Next's invariant message). */
export function isOutsideRequest(error: unknown): boolean {
  return error instanceof Error && error.message.includes('static generation store missing');
}
