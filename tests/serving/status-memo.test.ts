import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { rememberCount } from '@/lib/blog/count-memo';
import { STATUS_TTL_MS, clearStatusMemo, memoStatus } from '@/lib/cache/status-memo';
import type { Queryable } from '@/lib/db/types';

/** The memo keys counts by database: any object stands for one here. */
const sharedDb = {} as Queryable;

describe('status memo of the proxy', () => {
  it('asks the content service once per path until a write clears it or the entry expires', async () => {
    clearStatusMemo();
    let calls = 0;
    const load = async () => ({ status: ++calls === 1 ? 301 : 302, location: '/fr' }) as const;
    expect((await memoStatus('a', load, 0)).status).toBe(301);
    expect((await memoStatus('a', load, 1000)).status).toBe(301);
    expect(calls).toBe(1);
    clearStatusMemo();
    expect((await memoStatus('a', load, 2000)).status).toBe(302);
    expect((await memoStatus('a', load, 2000 + STATUS_TTL_MS)).status).toBe(302);
    expect(calls).toBe(3);
  });
});

/** Node's collector, reachable without --expose-gc (the flag set at run time, read by a new context). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('process-wide memos and the request that filled them', () => {
  it('keep the looked-up status and count, not the request (its headers, its stores) they were looked up in', async () => {
    const gc = collector();
    const store = new AsyncLocalStorage<{ headers: string[] }>();
    clearStatusMemo();
    const refs = await store.run({ headers: Array.from({ length: 1000 }, (_, i) => `header ${i}`) }, async () => {
      const request = new WeakRef(store.getStore()!);
      await memoStatus('/fr/retained', async () => ({ status: 200 }));
      await rememberCount(sharedDb, 'retained', async () => 7);
      return request;
    });
    for (let i = 0; i < 5 && refs.deref(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gc();
    }
    expect(refs.deref()).toBeUndefined();
    // Still remembered: the next request gets the same answers without a lookup.
    expect(await memoStatus('/fr/retained', async () => ({ status: 500 }))).toEqual({ status: 200 });
    expect(await rememberCount(sharedDb, 'retained', async () => 8)).toBe(7);
  });
});
