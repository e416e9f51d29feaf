import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { expireOutsideRequest } from '@/lib/cache/expire-outside-request';
import type { Database } from '@/lib/db/types';
import { startJobRunner } from '@/lib/jobs/runner';

/**
 * A scheduled publication expires its cache tags from a background job: Next's revalidateTag
 * needs a request, so the job's runs must not inherit one (a request that woke the job has
 * ended and flushed its tags) and, outside requests, the tags go to the process's cache.
 */
const slot = globalThis as { __incrementalCache?: unknown };
afterEach(() => {
  delete slot.__incrementalCache;
});

describe('cache tags expired by a background job', () => {
  it('go straight to the process’s incremental cache, or wait for it to exist', async () => {
    const calls: [string[], unknown][] = [];
    const cache = { revalidateTag: async (tags: string[], durations: unknown) => void calls.push([tags, durations]) };
    expireOutsideRequest('site:a:pages');
    expect(calls).toEqual([]);
    slot.__incrementalCache = cache;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([[['site:a:pages'], { expire: 0 }]]);
    expireOutsideRequest('site:b:pages');
    expect(calls.at(-1)).toEqual([['site:b:pages'], { expire: 0 }]);
  });

  it('come from a run outside the request that woke the job', async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const runner = startJobRunner(async () => ({}) as Database, [
      { name: 'probe', schedule: { everyMs: 3_600_000 }, quiet: true, run: async () => void seen.push(request.getStore()) },
    ]);
    try {
      await request.run('a request', () => runner.runNow('probe'));
      expect(seen).toEqual([undefined]);
    } finally {
      await runner.stop();
    }
  });
});
