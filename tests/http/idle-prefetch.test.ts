import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, prefetchJsonAtIdle, takePrefetched } from '@/lib/http/idle-prefetch';

/** Spec 001 section 7: a prefetch runs at idle with a 2000 ms timeout, skipped on 2g or save-data. */
describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j → %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('prefetchJsonAtIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser(connection?: { effectiveType?: string; saveData?: boolean }) {
    const idle: { task: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (task: () => void, options?: { timeout?: number }) => idle.push({ task, timeout: options?.timeout }),
      cancelIdleCallback: vi.fn(),
    });
    vi.stubGlobal('navigator', { connection });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { page: 2 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return { idle, fetch };
  }

  it('fetches when the browser is idle (at the latest after 2000 ms), and the answer is taken once', async () => {
    const { idle, fetch } = browser({ effectiveType: '4g' });
    prefetchJsonAtIdle('/api/x?page=2');
    expect(fetch).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(2000);
    idle[0]!.task();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('/api/x?page=2')).resolves.toEqual({ data: { page: 2 } });
    expect(takePrefetched('/api/x?page=2')).toBeNull();
  });

  it('does nothing on 2g or with save-data', () => {
    for (const connection of [{ effectiveType: '2g' }, { saveData: true }]) {
      const { idle, fetch } = browser(connection);
      prefetchJsonAtIdle('/api/y?page=2');
      expect(idle).toHaveLength(0);
      expect(fetch).not.toHaveBeenCalled();
      expect(takePrefetched('/api/y?page=2')).toBeNull();
    }
  });

  it('an answer older than a minute is not used', async () => {
    const { idle } = browser();
    prefetchJsonAtIdle('/api/z?page=2');
    idle[0]!.task();
    expect(takePrefetched('/api/z?page=2', Date.now() + 61_000)).toBeNull();
  });
});
