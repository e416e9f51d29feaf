import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, whenReady, type RedisClient } from '@/lib/redis/client';
import { startMemoSync, type MemoSync } from '@/lib/redis/memo-sync';
import type { SharedMemo } from '@/lib/cache/shared-memos';
import { hasRedisServer, startRedisServer, type RedisServer } from '../helpers/redis-server';

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

/** Each "instance" has its own publisher connection, its own subscription and its own memo. */
describe.skipIf(!hasRedisServer)('memo clears shared through Redis (two instances)', () => {
  let server: RedisServer;
  const closers: Array<() => Promise<unknown>> = [];

  async function instance() {
    const publisher: RedisClient = createRedisClient(server.url);
    closers.push(() => publisher.close().catch(() => undefined));
    expect(await whenReady(publisher)).toBe(true);
    const cleared: SharedMemo[] = [];
    const sync: MemoSync = startMemoSync({ url: server.url, publisher, clear: (memo) => cleared.push(memo), prefix: 'memo-test:' });
    closers.push(() => sync.close());
    expect(await sync.ready).toBe(true);
    return { sync, cleared, publisher };
  }

  beforeAll(async () => {
    server = await startRedisServer(1);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await server?.stop();
  });

  it('a clear announced by one instance clears the same memo in the other within a second', async () => {
    const a = await instance();
    const b = await instance();
    a.sync.publish('page-status');
    const took = await until(() => b.cleared.includes('page-status'), 1_000);
    expect(took).toBeLessThan(1_000);
    a.sync.publish('blog-counts');
    await until(() => b.cleared.includes('blog-counts'), 1_000);
    // The announcing instance cleared its own memo already: it does not hear itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.cleared).toEqual([]);
  });

  it('after a lost connection every memo is cleared (messages were missed) and clears flow again', async () => {
    const a = await instance();
    const b = await instance();
    await server.restart();
    await until(() => b.sync.connected() && b.cleared.length >= 2 && a.publisher.isReady, 5_000);
    expect(b.cleared).toEqual(expect.arrayContaining(['page-status', 'blog-counts']));
    b.cleared.length = 0;
    a.sync.publish('page-status');
    await until(() => b.cleared.includes('page-status'), 1_000);
  });

  it('reports itself down while Redis is unreachable (memos then last a second)', async () => {
    const b = await instance();
    expect(b.sync.connected()).toBe(true);
    await server.stop();
    try {
      await until(() => !b.sync.connected(), 2_000);
    } finally {
      await server.restart();
    }
  });
});
