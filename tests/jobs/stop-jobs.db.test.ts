import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { startJobsAtBoot, stopJobs, wakeJob } from '@/lib/jobs/server-runner';
import { listRecentRuns } from '@/lib/jobs/runs';
import { gracefulStop } from '@/lib/ops/graceful-stop';
import { openTestDb } from '../helpers/db';
import { parseConfig } from '@/lib/config/env';

/** SIGTERM reaches every job of the process through the one stop, then the server exits. */
describe('jobs on SIGTERM', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await stopJobs();
    await db?.close();
  });

  it('each job is aborted and awaited before the exit; none runs after it', async () => {
    const events: string[] = [];
    let ticks = 0;
    startJobsAtBoot(async () => db, [
      {
        name: 'sending',
        schedule: { everyMs: 3_600_000 },
        run: async ({ signal }) => {
          events.push('sending started');
          while (!signal.aborted) await new Promise((r) => setTimeout(r, 10));
          await new Promise((r) => setTimeout(r, 100));
          events.push('sending finished');
        },
      },
      { name: 'ticking', schedule: { everyMs: 20, firstAfterMs: 0 }, run: async () => void ticks++ },
    ], parseConfig({}));
    wakeJob('sending');
    while (ticks < 2 || !events.includes('sending started')) await new Promise((r) => setTimeout(r, 10));
    await gracefulStop('SIGTERM', { server: () => null, stopJobs, exit: (code) => events.push(`exit ${code}`) });
    expect(events).toEqual(['sending started', 'sending finished', 'exit 0']);
    const ticksAtStop = ticks;
    await new Promise((r) => setTimeout(r, 100));
    expect(ticks).toBe(ticksAtStop);
    expect((await listRecentRuns(db)).find((r) => r.job === 'sending')?.status).toBe('stopped');
  });
});
