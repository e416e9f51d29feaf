import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { checkReadiness } from '@/lib/db/readiness';
import { migrations } from '@/lib/db/migrations';
import { openTestDb } from '../helpers/db';

/** /readyz's verdict: a balancer sends traffic only to an instance that can serve. */
describe('readiness', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db.close());

  const deps = (over: Partial<Parameters<typeof checkReadiness>[0]> = {}) => ({
    database: async () => db,
    pingRedis: null,
    stopping: () => false,
    ...over,
  });

  it('is ready with a migrated database and no Redis configured', async () => {
    const result = await checkReadiness(deps());
    expect(result).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
  });

  it('is not ready when the database cannot be reached, and says so', async () => {
    const result = await checkReadiness(deps({ database: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) }));
    expect(result.ready).toBe(false);
    expect(result.reason).toMatch(/^database: unreachable: connect ECONNREFUSED/);
  });

  it('is not ready when the database hangs (bounded probe)', async () => {
    const started = Date.now();
    const result = await checkReadiness(deps({ database: () => new Promise(() => undefined), timeoutMs: 200 }));
    expect(result.ready).toBe(false);
    expect(result.reason).toMatch(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is not ready when a migration of this build is not applied', async () => {
    const last = migrations.at(-1)!.version;
    await db.query('delete from schema_migrations where version = $1', [last]);
    try {
      const result = await checkReadiness(deps());
      expect(result.ready).toBe(false);
      expect(result.reason).toBe(`migrations: not applied: ${last}`);
    } finally {
      await db.query('insert into schema_migrations (version) values ($1)', [last]);
    }
  });

  it('checks Redis when it is configured', async () => {
    expect((await checkReadiness(deps({ pingRedis: async () => undefined }))).checks.redis).toBe('ok');
    const down = await checkReadiness(deps({ pingRedis: async () => Promise.reject(new Error('Connection refused')) }));
    expect(down.ready).toBe(false);
    expect(down.reason).toBe('redis: unreachable: Connection refused');
  });

  it('is not ready while the process stops (SIGTERM): the balancer drains it', async () => {
    const result = await checkReadiness(deps({ stopping: () => true }));
    expect(result.ready).toBe(false);
    expect(result.reason).toBe('process: stopping');
  });
});
