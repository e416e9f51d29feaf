import { afterEach, describe, expect, it } from 'vitest';
import { forgetBlogCounts, rememberCount } from '@/lib/blog/count-memo';
import type { Queryable } from '@/lib/db/types';
import { setSharedMemoChannel, UNSYNCED_TTL_MS, type SharedMemo } from '@/lib/cache/shared-memos';
import { STATUS_TTL_MS, clearStatusMemo, clearStatusMemoLocally, memoStatus } from '@/lib/cache/status-memo';

describe('memos a write clears in every instance', () => {
  afterEach(() => setSharedMemoChannel(undefined));

  it('a write announces its clear to the other instances', () => {
    const announced: SharedMemo[] = [];
    setSharedMemoChannel({ publish: (memo) => announced.push(memo), connected: () => true });
    clearStatusMemo();
    forgetBlogCounts();
    expect(announced).toEqual(['page-status', 'blog-counts']);
  });

  it('a clear heard from another instance empties the status memo', async () => {
    let calls = 0;
    const load = async () => ({ status: ++calls === 1 ? 200 : 503 });
    clearStatusMemoLocally();
    expect((await memoStatus('h\nfr\n/', load, 0)).status).toBe(200);
    expect((await memoStatus('h\nfr\n/', load, 10)).status).toBe(200);
    clearStatusMemoLocally();
    expect((await memoStatus('h\nfr\n/', load, 20)).status).toBe(503);
  });

  it('while the channel is down, a status is kept one second at most, not STATUS_TTL_MS', async () => {
    let up = true;
    setSharedMemoChannel({ publish: () => undefined, connected: () => up });
    clearStatusMemoLocally();
    let calls = 0;
    const load = async () => ({ status: 200 + ++calls });
    await memoStatus('k', load, 0);
    expect((await memoStatus('k', load, UNSYNCED_TTL_MS + 1)).status).toBe(201);
    up = false;
    expect((await memoStatus('k', load, UNSYNCED_TTL_MS + 1)).status).toBe(202);
    expect(STATUS_TTL_MS).toBeGreaterThan(UNSYNCED_TTL_MS);
  });

  it('blog counts are memoised (also with Redis) and forgotten on a clear', async () => {
    const db = {} as Queryable;
    let calls = 0;
    const load = async () => ++calls;
    forgetBlogCounts();
    expect(await rememberCount(db, 'total', load)).toBe(1);
    expect(await rememberCount(db, 'total', load)).toBe(1);
    forgetBlogCounts();
    expect(await rememberCount(db, 'total', load)).toBe(2);
  });
});
