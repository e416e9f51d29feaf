import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '@/lib/db/types';
import { setSharedMemoChannel, UNSYNCED_TTL_MS, type SharedMemo } from '@/lib/cache/shared-memos';

type CountMemoModule = typeof import('@/lib/listings/recent-counts');

/** A fresh copy of the module, as Next loads it once per route bundle. */
async function bundleCopy(): Promise<CountMemoModule> {
  vi.resetModules();
  return import('@/lib/listings/recent-counts');
}

describe('remembered listing counts', () => {
  afterEach(() => {
    setSharedMemoChannel(undefined);
    vi.useRealTimers();
  });

  it('a save in one route bundle forgets the counts a page render in another bundle would reuse', async () => {
    const pageRender = await bundleCopy();
    const saveRoute = await bundleCopy();
    expect(saveRoute).not.toBe(pageRender);
    const db = {} as Queryable;
    const key = pageRender.countKey(db, "l.status = 'active'", []);
    pageRender.recentCounts.set(key, { total: 1928, exact: true });
    expect(pageRender.recentCounts.get(key)).toEqual({ total: 1928, exact: true });
    // The listing is marked sold through the editor's route: the page's next render counts afresh.
    saveRoute.forgetCounts();
    expect(pageRender.recentCounts.get(key)).toBeUndefined();
  });

  it('a change announces the clear to the other instances, and a clear heard from them empties the memo', async () => {
    const counts = await bundleCopy();
    const announced: SharedMemo[] = [];
    setSharedMemoChannel({ publish: (memo) => announced.push(memo), connected: () => true });
    counts.forgetCounts();
    expect(announced).toEqual(['listing-counts']);
    const key = counts.countKey({} as Queryable, 'true', [1]);
    counts.recentCounts.set(key, { total: 5, exact: true });
    counts.forgetCountsLocally();
    expect(announced).toEqual(['listing-counts']);
    expect(counts.recentCounts.get(key)).toBeUndefined();
  });

  it('keeps a count ten seconds with one instance, one second while the instances’ channel is down', async () => {
    const counts = await bundleCopy();
    counts.forgetCountsLocally();
    vi.useFakeTimers({ now: 0 });
    const key = counts.countKey({} as Queryable, 'true', []);
    counts.recentCounts.set(key, { total: 7, exact: true });
    vi.setSystemTime(9_000);
    expect(counts.recentCounts.get(key)?.total).toBe(7);
    vi.setSystemTime(10_001);
    expect(counts.recentCounts.get(key)).toBeUndefined();

    setSharedMemoChannel({ publish: () => undefined, connected: () => false });
    vi.setSystemTime(20_000);
    counts.recentCounts.set(key, { total: 8, exact: true });
    vi.setSystemTime(20_000 + UNSYNCED_TTL_MS + 1);
    expect(counts.recentCounts.get(key)).toBeUndefined();
  });
});
