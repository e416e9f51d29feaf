import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { generateListings } from '@/lib/listings/generator';
import { insertListings, insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { seedDemoFeed } from '@/lib/listings/sources/demo';
import { getFeedListingOfSite } from '@/lib/listings/sources/feed-listings';
import { listManualListings } from '@/lib/listings/sources/manual';
import { openTestDb } from '../helpers/db';

/*
 * /qa/listings said "Aucune inscription." on the demo site while its public search showed the
 * demo feed's listings: the screen lists every listing of the site's feeds, the demo feed's
 * included, named after its feed (they open read-only).
 */
describe("the workspace's listings of a site with the demo feed", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('demo', 'k1', 'Demo'), ('other', 'k2', 'Other')");
    await seedDemoFeed(db, 'demo');
    await insertListings(db, generateListings({ count: 30, now: new Date('2026-05-20T00:00:00Z') }));
  });
  afterAll(() => db?.close());

  it('lists the demo feed’s listings, named after the feed', async () => {
    const rows = await listManualListings(db, 'demo');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === 'demo' && r.feed_name === 'Demo feed')).toBe(true);
  });

  it('opens one read-only as a feed listing of the site; a site without the demo feed has none', async () => {
    const [first] = await listManualListings(db, 'demo');
    expect(await getFeedListingOfSite(db, 'demo', Number(first!.uls))).toMatchObject({ feed_name: 'Demo feed' });
    expect(await getFeedListingOfSite(db, 'other', Number(first!.uls))).toBeNull();
    expect(await listManualListings(db, 'other')).toEqual([]);
  });
});
