import { createLoginRateLimiter, LOGIN_LIMITS, type LoginRateLimiter } from './login-rate-limit';

// "Forgot password" requests count like login attempts, per address and e-mail, per address
// and per account, in their own counters (the login module's limiter, another instance). Past
// the account's budget they are refused, not slowed: a refused reset e-mail locks no one out,
// and it keeps strangers from filling the owner's inbox.
const RESET_LIMITS = { ...LOGIN_LIMITS, accountSlowdown: undefined };

const globalForLimiter = globalThis as unknown as { __resetRateLimiter?: LoginRateLimiter };

export function getResetRateLimiter(): LoginRateLimiter {
  globalForLimiter.__resetRateLimiter ??= createLoginRateLimiter(RESET_LIMITS);
  return globalForLimiter.__resetRateLimiter;
}
