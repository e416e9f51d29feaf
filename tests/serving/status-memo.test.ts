import { describe, expect, it } from 'vitest';
import { STATUS_TTL_MS, clearStatusMemo, memoStatus } from '@/lib/cache/status-memo';

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
