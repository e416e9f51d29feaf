import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '@/lib/config/env';

/**
 * Writes to the media library per editor (uploads, replaces, describes, deletes): the same
 * limiter as logins and leads (rate-limiter-flexible, in this process's memory).
 * MEDIA_WRITES_PER_MINUTE, default 240: a folder of photos dropped at once passes.
 */
const globalForLimiter = globalThis as unknown as { __mediaLimiter?: RateLimiterMemory };

function limiter(): RateLimiterMemory {
  globalForLimiter.__mediaLimiter ??= new RateLimiterMemory({
    keyPrefix: 'media_write',
    points: config().MEDIA_WRITES_PER_MINUTE,
    duration: 60,
  });
  return globalForLimiter.__mediaLimiter;
}

/** null when allowed, else the milliseconds to wait. */
export async function consumeMediaWrite(editorId: number): Promise<number | null> {
  try {
    await limiter().consume(String(editorId));
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
    throw refusal;
  }
}
