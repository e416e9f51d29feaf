import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getRedis, type RedisClient } from '@/lib/redis/client';
import { createLimiter } from '@/lib/redis/rate-limiter';
import { config, type Config } from '@/lib/config/env';

/**
 * Lead submissions per minute, per client address and per site. With REDIS_URL the counters
 * live in Redis, so several app instances behind a load balancer share one budget; without
 * it, in this process's memory (one instance).
 */
export interface LeadRateLimits {
  perIpPerMinute: number;
  perSitePerMinute: number;
}

export function leadRateLimits(settings: Pick<Config, 'LEADS_RATE_LIMIT_PER_MIN' | 'LEADS_SITE_RATE_LIMIT_PER_MIN'> = config()): LeadRateLimits {
  return { perIpPerMinute: settings.LEADS_RATE_LIMIT_PER_MIN, perSitePerMinute: settings.LEADS_SITE_RATE_LIMIT_PER_MIN };
}

export interface LeadRateLimiter {
  /** Counts one submission from ip; the wait in seconds when over the limit, else null. */
  consumeIp(ip: string): Promise<number | null>;
  consumeSite(siteId: string): Promise<number | null>;
}

/** `name` keeps separate budgets apart: consent answers must not use up a visitor's lead submissions. */
export function createLeadRateLimiter(limits: LeadRateLimits, store: RedisClient | null = null, name = 'lead'): LeadRateLimiter {
  const byIp = createLimiter({ keyPrefix: `${name}_ip`, points: limits.perIpPerMinute, duration: 60 }, store);
  const bySite = createLimiter({ keyPrefix: `${name}_site`, points: limits.perSitePerMinute, duration: 60 }, store);
  return { consumeIp: (ip) => consume(byIp, ip), consumeSite: (siteId) => consume(bySite, siteId) };
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}

// One limiter per process, rebuilt when the configured limits change (tests, hot reload).
const globalForLimiter = globalThis as unknown as { __leadRateLimiters?: Record<string, { key: string; limiter: LeadRateLimiter }> };

/** The limiter of one budget ('lead' for the forms, 'consent' for the banner's answers), same limits. */
export function getLeadRateLimiter(name = 'lead'): LeadRateLimiter {
  const limits = leadRateLimits();
  const key = `${limits.perIpPerMinute}/${limits.perSitePerMinute}`;
  const limiters = (globalForLimiter.__leadRateLimiters ??= {});
  if (limiters[name]?.key !== key) limiters[name] = { key, limiter: createLeadRateLimiter(limits, getRedis(), name) };
  return limiters[name].limiter;
}
