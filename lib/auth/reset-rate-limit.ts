import { createLoginRateLimiter, type LoginRateLimiter } from './login-rate-limit';

// "Forgot password" requests count like login attempts, per address and e-mail and per
// address, in their own counters (the login module's limiter, another instance).
const globalForLimiter = globalThis as unknown as { __resetRateLimiter?: LoginRateLimiter };

export function getResetRateLimiter(): LoginRateLimiter {
  globalForLimiter.__resetRateLimiter ??= createLoginRateLimiter();
  return globalForLimiter.__resetRateLimiter;
}
