import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisKeyPrefix, type RedisClient } from './client';

export interface LimiterOptions {
  /** Names the counter ('login_ip'); with Redis, under the deployment's key prefix. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * One counter of rate-limiter-flexible: on Redis when a client is given, so that every
 * instance counts into the same budget and a restart keeps it; in this process's memory
 * otherwise. While Redis cannot be reached, the counts go to an in-memory limiter of the
 * same limits (insuranceLimiter) rather than failing the request or waiting.
 */
export function createLimiter(options: LimiterOptions, store: RedisClient | null): RateLimiterAbstract {
  if (!store) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${redisKeyPrefix()}${options.keyPrefix}`,
    storeClient: store,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
