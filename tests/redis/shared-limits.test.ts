import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginRateLimiter } from '@/lib/auth/login-rate-limit';
import { createLeadRateLimiter } from '@/lib/leads/rate-limit';
import { createRedisClient, whenReady, type RedisClient } from '@/lib/redis/client';
import { hasRedisServer, startRedisServer, type RedisServer } from '../helpers/redis-server';

/**
 * Two app instances are two processes with their own Redis connection: each "instance"
 * here has its own client and its own limiter objects, on one real redis-server.
 */
describe.skipIf(!hasRedisServer)('rate limits shared through Redis (two instances)', () => {
  let server: RedisServer;
  let clients: RedisClient[] = [];

  const instance = async () => {
    const client = createRedisClient(server.url);
    clients.push(client);
    expect(await whenReady(client)).toBe(true);
    return client;
  };

  beforeAll(async () => {
    process.env.REDIS_KEY_PREFIX = `limits-${Date.now()}`;
    server = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    clients = [];
    await server?.stop();
  });

  it('30 bad logins spread over two instances: refused after the 5th, as with one', async () => {
    const a = createLoginRateLimiter(undefined, await instance());
    const b = createLoginRateLimiter(undefined, await instance());
    const verdicts = [];
    for (let i = 0; i < 30; i++) verdicts.push(await (i % 2 ? b : a).attempt('203.0.113.50', 'julie@courtier.ca'));
    expect(verdicts.slice(0, 5).every((v) => v.allowed)).toBe(true);
    expect(verdicts.slice(5).every((v) => !v.allowed)).toBe(true);
  });

  it('a restarted instance (new limiter, new connection) keeps the count', async () => {
    const before = createLoginRateLimiter(undefined, await instance());
    for (let i = 0; i < 5; i++) await before.attempt('203.0.113.51', 'marc@courtier.ca');
    const after = createLoginRateLimiter(undefined, await instance());
    expect((await after.attempt('203.0.113.51', 'marc@courtier.ca')).allowed).toBe(false);
  });

  it('one account guessed from many addresses on two instances: one budget, slowed after the 10th', async () => {
    const a = createLoginRateLimiter(undefined, await instance());
    const b = createLoginRateLimiter(undefined, await instance());
    const verdicts = [];
    for (let i = 0; i < 12; i++) verdicts.push(await (i % 2 ? b : a).attempt(`198.51.100.${100 + i}`, 'nora@courtier.ca'));
    expect(verdicts.slice(0, 10).every((v) => v.allowed)).toBe(true);
    expect(verdicts.slice(10).map((v) => (v.allowed ? v.delayMs : -1))).toEqual([1000, 2000]);
  });

  it('a successful sign-in on one instance clears the account for the other', async () => {
    const a = createLoginRateLimiter(undefined, await instance());
    const b = createLoginRateLimiter(undefined, await instance());
    for (let i = 0; i < 4; i++) await a.attempt('203.0.113.52', 'lea@courtier.ca');
    await a.succeeded('203.0.113.52', 'lea@courtier.ca');
    for (let i = 0; i < 4; i++) expect((await b.attempt('203.0.113.52', 'lea@courtier.ca')).allowed).toBe(true);
  });

  it('lead limits per address are one budget across instances', async () => {
    const limits = { perIpPerMinute: 10, perSitePerMinute: 1000 };
    const a = createLeadRateLimiter(limits, await instance());
    const b = createLeadRateLimiter(limits, await instance());
    const waits = [];
    for (let i = 0; i < 14; i++) waits.push(await (i % 2 ? b : a).consumeIp('198.51.100.20'));
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(waits.slice(10).every((w) => typeof w === 'number' && w >= 1 && w <= 60)).toBe(true);
  });

  it('with Redis down, limits still hold in memory and requests do not wait', async () => {
    const client = await instance();
    const limiter = createLoginRateLimiter(undefined, client);
    await server.stop();
    try {
      const started = Date.now();
      const verdicts = [];
      for (let i = 0; i < 6; i++) verdicts.push(await limiter.attempt('203.0.113.53', 'paul@courtier.ca'));
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(verdicts.slice(0, 5).every((v) => v.allowed)).toBe(true);
      expect(verdicts[5]?.allowed).toBe(false);
    } finally {
      await server.restart();
    }
  });
});
