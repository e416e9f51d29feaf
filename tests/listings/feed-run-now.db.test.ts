import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed, listRuns } from '@/lib/listings/sources/feeds';
import { withFeedLock } from '@/lib/listings/sources/run-lock';
import { openTestDb } from '../helpers/db';

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('@/lib/listings/invalidate', () => ({ invalidateListingPages: () => undefined }));

const { startFeedRunNow } = await import('@/lib/listings/sources/run-now');

describe('"Run now" (startFeedRunNow)', () => {
  let db: Database;
  let feedId: number;

  beforeAll(async () => {
    testDb.current = openTestDb();
    db = await testDb.current;
    await insertMunicipalities(db, MUNICIPALITIES);
    await insertListings(db, generateListings({ count: 3 }));
    await db.query("insert into sites (id, key, name) values ('s1', 'key-s1', 'Site 1')");
    feedId = await createFeed(db, 's1', { kind: 'demo', name: 'Demo feed', interval_minutes: 15 });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('answers that the feed is already running while another run holds it, and starts no second run', async () => {
    const answer = await withFeedLock(db, feedId, () => startFeedRunNow(feedId));
    expect(answer).toEqual({ ran: true, value: 'running' });
    expect(await listRuns(db, feedId)).toHaveLength(0);
  });

  it('answers started once it holds the feed, and the manual run is recorded', async () => {
    expect(await startFeedRunNow(feedId)).toBe('started');
    await vi.waitFor(async () => expect((await listRuns(db, feedId)).map((r) => [r.state, r.trigger])).toEqual([['ok', 'manual']]), { timeout: 5000 });
  });
});
