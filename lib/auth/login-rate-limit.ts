import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getRedis, type RedisClient } from '@/lib/redis/client';
import { createLimiter } from '@/lib/redis/rate-limiter';

const WINDOW_SECONDS = 15 * 60;

export const LOGIN_LIMITS = {
  /** Guessing one account's password from one address. */
  perIpAndEmail: { points: 5, duration: WINDOW_SECONDS },
  /** Trying many accounts from one address. */
  perIp: { points: 20, duration: WINDOW_SECONDS },
  /** Guessing one account's password from many addresses (a botnet): the account's own budget. */
  perAccount: { points: 10, duration: WINDOW_SECONDS },
} as const;

export type LoginAttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginRateLimiter {
  /** Counts one login attempt, before the password is checked (parallel guesses count too). */
  attempt(ip: string, email: string): Promise<LoginAttemptVerdict>;
  /** A successful login: that account's failures from this address are forgotten; the address and the account get this attempt's point back. */
  succeeded(ip: string, email: string): Promise<void>;
}

/** Counts on Redis when store is given (every instance shares the budget), else in memory. */
export function createLoginRateLimiter(limits = LOGIN_LIMITS, store: RedisClient | null = null): LoginRateLimiter {
  const byIpAndEmail = createLimiter({ keyPrefix: 'login_ip_email', ...limits.perIpAndEmail }, store);
  const byIp = createLimiter({ keyPrefix: 'login_ip', ...limits.perIp }, store);
  const byAccount = createLimiter({ keyPrefix: 'login_account', ...limits.perAccount }, store);
  const accountKey = (email: string) => email.trim().toLowerCase();
  const pairKey = (ip: string, email: string) => `${ip}|${accountKey(email)}`;

  return {
    async attempt(ip, email) {
      const refusals = await Promise.all([consume(byIpAndEmail, pairKey(ip, email)), consume(byIp, ip)]);
      // The account's budget is spent only by attempts its address's limits let through: one
      // address already refused cannot go on to lock the owner out from everywhere else.
      if (refusals.every((ms) => ms === null)) refusals.push(await consume(byAccount, accountKey(email)));
      const waits = refusals.filter((ms): ms is number => ms !== null);
      if (waits.length === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
    },
    async succeeded(ip, email) {
      // The account keeps its failures from other addresses: only this attempt's point comes back.
      await Promise.all([byIpAndEmail.delete(pairKey(ip, email)), byIp.reward(ip, 1), byAccount.reward(accountKey(email), 1)]);
    },
  };
}

/** Milliseconds until the key may try again when refused, null when the attempt is allowed. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
    throw refusal;
  }
}

// One limiter per process (on Redis with REDIS_URL, shared by every instance); a globalThis
// slot survives dev hot reloads and Next's one module copy per route bundle.
const globalForLimiter = globalThis as unknown as { __loginRateLimiter?: LoginRateLimiter };

export function getLoginRateLimiter(): LoginRateLimiter {
  globalForLimiter.__loginRateLimiter ??= createLoginRateLimiter(LOGIN_LIMITS, getRedis());
  return globalForLimiter.__loginRateLimiter;
}
