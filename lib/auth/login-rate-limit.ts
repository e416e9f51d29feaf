import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getRedis, type RedisClient } from '@/lib/redis/client';
import { createLimiter } from '@/lib/redis/rate-limiter';

const WINDOW_SECONDS = 15 * 60;

export interface LoginLimits {
  /** Guessing one account's password from one address: refused past this. */
  perIpAndEmail: { points: number; duration: number };
  /** Trying many accounts from one address: refused past this. */
  perIp: { points: number; duration: number };
  /** One account guessed from many addresses (a botnet): the account's own budget. */
  perAccount: { points: number; duration: number };
  /**
   * Past the account's budget, each attempt waits stepMs more per attempt over it (at most
   * maxMs) instead of being refused: strangers cannot lock the owner out from their own
   * address, and the botnet still pays in time. Without it, past the budget is refused.
   */
  accountSlowdown?: { stepMs: number; maxMs: number };
}

export const LOGIN_LIMITS: LoginLimits = {
  perIpAndEmail: { points: 5, duration: WINDOW_SECONDS },
  perIp: { points: 20, duration: WINDOW_SECONDS },
  perAccount: { points: 10, duration: WINDOW_SECONDS },
  accountSlowdown: { stepMs: 1000, maxMs: 5000 },
};

export type LoginAttemptVerdict =
  | { allowed: true; /** Wait this long before checking the password (0: none). */ delayMs: number }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginRateLimiter {
  /** Counts one login attempt, before the password is checked (parallel guesses count too). */
  attempt(ip: string, email: string): Promise<LoginAttemptVerdict>;
  /** A successful login: that account's failures from this address are forgotten; the address and the account get this attempt's point back. */
  succeeded(ip: string, email: string): Promise<void>;
}

/** Counts on Redis when store is given (every instance shares the budget), else in memory. */
export function createLoginRateLimiter(limits: LoginLimits = LOGIN_LIMITS, store: RedisClient | null = null): LoginRateLimiter {
  const byIpAndEmail = createLimiter({ keyPrefix: 'login_ip_email', ...limits.perIpAndEmail }, store);
  const byIp = createLimiter({ keyPrefix: 'login_ip', ...limits.perIp }, store);
  const byAccount = createLimiter({ keyPrefix: 'login_account', ...limits.perAccount }, store);
  const accountKey = (email: string) => email.trim().toLowerCase();
  const pairKey = (ip: string, email: string) => `${ip}|${accountKey(email)}`;
  const refused = (waits: number[]): LoginAttemptVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
  });

  return {
    async attempt(ip, email) {
      const [pair, address] = await Promise.all([consume(byIpAndEmail, pairKey(ip, email)), consume(byIp, ip)]);
      // The account's budget is spent only by attempts its address's limits let through: one
      // address already refused cannot go on to spend it.
      const addressWaits = [pair, address].filter((r) => r.refused).map((r) => r.msBeforeNext);
      if (addressWaits.length > 0) return refused(addressWaits);
      const account = await consume(byAccount, accountKey(email));
      if (!account.refused) return { allowed: true, delayMs: 0 };
      const slowdown = limits.accountSlowdown;
      if (!slowdown) return refused([account.msBeforeNext]);
      const over = account.consumedPoints - limits.perAccount.points;
      return { allowed: true, delayMs: Math.min(slowdown.maxMs, over * slowdown.stepMs) };
    },
    async succeeded(ip, email) {
      // The account keeps its failures from other addresses: only this attempt's point comes back.
      await Promise.all([byIpAndEmail.delete(pairKey(ip, email)), byIp.reward(ip, 1), byAccount.reward(accountKey(email), 1)]);
    },
  };
}

interface Consumed {
  refused: boolean;
  msBeforeNext: number;
  consumedPoints: number;
}

/** Counts one point; refused when the key's budget was already spent. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<Consumed> {
  try {
    const res = await limiter.consume(key);
    return { refused: false, msBeforeNext: res.msBeforeNext, consumedPoints: res.consumedPoints };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { refused: true, msBeforeNext: refusal.msBeforeNext, consumedPoints: refusal.consumedPoints };
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
