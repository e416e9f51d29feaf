import { describe, expect, it } from 'vitest';
import { createLoginRateLimiter, type LoginAttemptVerdict } from '@/lib/auth/login-rate-limit';

async function attempts(n: number, attempt: () => Promise<LoginAttemptVerdict>) {
  const verdicts: LoginAttemptVerdict[] = [];
  for (let i = 0; i < n; i++) verdicts.push(await attempt());
  return verdicts;
}

describe('login rate limit', () => {
  it('refuses the 6th attempt on one account from one address, with a retry delay', async () => {
    const limiter = createLoginRateLimiter();
    const verdicts = await attempts(6, () => limiter.attempt('203.0.113.7', 'julie@courtier.ca'));
    expect(verdicts.slice(0, 5).every((v) => v.allowed)).toBe(true);
    const sixth = verdicts[5];
    expect(sixth?.allowed).toBe(false);
    if (sixth && !sixth.allowed) {
      expect(sixth.retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('counts the account case-insensitively and per address', async () => {
    const limiter = createLoginRateLimiter();
    await attempts(5, () => limiter.attempt('203.0.113.7', 'Julie@Courtier.ca'));
    expect((await limiter.attempt('203.0.113.7', 'julie@courtier.ca')).allowed).toBe(false);
    expect((await limiter.attempt('198.51.100.1', 'julie@courtier.ca')).allowed).toBe(true);
  });

  it('refuses the 21st attempt from one address across accounts', async () => {
    const limiter = createLoginRateLimiter();
    let i = 0;
    const verdicts = await attempts(21, () => limiter.attempt('203.0.113.9', `user${i++}@courtier.ca`));
    expect(verdicts.slice(0, 20).every((v) => v.allowed)).toBe(true);
    expect(verdicts[20]?.allowed).toBe(false);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const limiter = createLoginRateLimiter();
    await attempts(4, () => limiter.attempt('203.0.113.7', 'julie@courtier.ca'));
    await limiter.succeeded('203.0.113.7', 'julie@courtier.ca');
    const verdicts = await attempts(5, () => limiter.attempt('203.0.113.7', 'julie@courtier.ca'));
    expect(verdicts.every((v) => v.allowed)).toBe(true);
  });

  it('slows, never refuses, the 11th attempt on one account spread over many addresses, and only that account', async () => {
    const limiter = createLoginRateLimiter();
    let i = 0;
    const verdicts = await attempts(12, () => limiter.attempt(`198.51.100.${++i}`, i % 2 ? 'Julie@Courtier.ca' : 'julie@courtier.ca'));
    expect(verdicts.every((v) => v.allowed)).toBe(true);
    expect(verdicts.slice(0, 10).map((v) => (v.allowed ? v.delayMs : -1))).toEqual(Array(10).fill(0));
    expect(verdicts.slice(10).map((v) => (v.allowed ? v.delayMs : -1))).toEqual([1000, 2000]);
    // Another account is not slowed.
    expect(await limiter.attempt('192.0.2.200', 'marc@courtier.ca')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('lets the owner in from their own address after 30 wrong tries from other addresses, at most 5 s later', async () => {
    const limiter = createLoginRateLimiter();
    for (let i = 0; i < 30; i++) await limiter.attempt(`198.51.100.${i % 10}`, 'julie@courtier.ca');
    expect(await limiter.attempt('203.0.113.77', 'julie@courtier.ca')).toEqual({ allowed: true, delayMs: 5000 });
  });

  it('does not let one refused address spend the account’s budget: its owner still signs in from elsewhere', async () => {
    const limiter = createLoginRateLimiter();
    // 30 guesses from one address: 5 get through to the password check, 25 are refused there.
    await attempts(30, () => limiter.attempt('203.0.113.66', 'julie@courtier.ca'));
    // The account has spent 5 of its 10: the owner's own address still gets in.
    expect((await limiter.attempt('198.51.100.20', 'julie@courtier.ca')).allowed).toBe(true);
  });
});
