import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed, listRuns } from '@/lib/listings/sources/feeds';
import { startJobRunner } from '@/lib/jobs/runner';
import { FEEDS_JOB, feedsJob } from '@/lib/listings/sources/feeds-job';
import { openTestDb } from '../helpers/db';

describe('feed scheduler', () => {
  let db: Database;
  let clock = Date.UTC(2026, 4, 1, 12);

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await insertListings(db, generateListings({ count: 3 }));
    await db.query("insert into sites (id, key, name) values ('s1', 'key-s1', 'Site 1')");
  });

  afterAll(async () => {
    await db?.close();
  });

  it('runs each feed when its interval has passed, and stops with the server', async () => {
    const feedId = await createFeed(db, 's1', { kind: 'demo', name: 'Demo feed', interval_minutes: 15 });
    const runner = startJobRunner(async () => db, [feedsJob({ everyMs: 3_600_000, run: { now: () => new Date(clock), invalidate: () => undefined } })]);
    const scheduler = { tick: () => runner.runNow(FEEDS_JOB) };
    try {
      // The demo listings are there: its run adds nothing, and is recorded.
      clock = Date.now();
      await scheduler.tick();
      expect((await listRuns(db, feedId)).map((r) => [r.state, r.trigger, r.added])).toEqual([['ok', 'schedule', 0]]);
      await scheduler.tick();
      expect(await listRuns(db, feedId)).toHaveLength(1);
      clock += 16 * 60_000;
      await scheduler.tick();
      expect(await listRuns(db, feedId)).toHaveLength(2);
      await runner.stop();
      clock += 16 * 60_000;
      await scheduler.tick();
      expect(await listRuns(db, feedId)).toHaveLength(2);
    } finally {
      await runner.stop();
    }
  });
});
