import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed } from '@/lib/listings/sources/feeds';
import { runFeed, type RunOutcome } from '@/lib/listings/sources/runner';
import { featuredListings, getListingByUls } from '@/lib/listings/service';
import { deleteUnusedMedia } from '@/lib/media/service';
import { serveMedia } from '@/lib/media/serve';
import { databaseStorage } from '@/lib/media/storage';
import { openTestDb } from '../helpers/db';
import { ResoFixture, ResoServer, resoFeedInput } from '../helpers/reso-server';

/**
 * A feed's photos are copied into the site's media library (feed URLs expire): the listing
 * pages show /media/ addresses that serve the photo, each photo is downloaded once, a photo
 * that fails to download does not fail the import and is fetched by the next run.
 */

const PORT = 4510;
const TUNING = { timeoutMs: 1500, backoffMs: 20, maxRetries: 2, photos: { timeoutMs: 1500 } };

describe('feed photos in the media library', () => {
  let db: Database;
  let fixture: ResoFixture;
  let server: ResoServer;
  let feedId: number;
  let invalidated: number[] = [];
  const run = (): Promise<RunOutcome> => runFeed(db, feedId, { tuning: TUNING, invalidate: (uls) => (invalidated = uls) });
  const photosOf = async (key: string) =>
    (await db.query<{ photos: string[] }>('select photos from listings where feed_id = $1 and source_key = $2', [feedId, key]))[0]!.photos;
  const ulsOf = async (key: string) =>
    Number((await db.query<{ uls: number }>('select uls from listings where feed_id = $1 and source_key = $2', [feedId, key]))[0]!.uls);
  const libraryCount = async () => Number((await db.query<{ n: number }>("select count(*)::int as n from media where site_id = 'p1'"))[0]!.n);
  /** What a visitor's browser gets for a photo address of a listing page. */
  const fetchPhoto = async (url: string) => {
    const [, id, hash] = /^\/media\/([^/]+)\/([^/]+)\//.exec(url)!;
    return serveMedia(db, databaseStorage(db), new Request(`http://site.test${url}?w=320`, { headers: { accept: 'image/webp' } }), id!, hash!);
  };

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('p1', 'key-p1', 'Site P')");
    fixture = new ResoFixture({ count: 8, seed: 3 });
    server = new ResoServer(fixture, { port: PORT });
    await server.start();
    for (const m of fixture.media.values()) m.MediaURL = String(m.MediaURL).replace('https://photos.example.test', `${server.url}/photos`);
    feedId = await createFeed(db, 'p1', resoFeedInput('Photo feed', server.url));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('copies every photo into the library; a failed download leaves the import whole', async () => {
    // L100002's first photo cannot be downloaded; L100005's first photo has L100001's bytes.
    const [broken] = fixture.mediaOf('L100002');
    const brokenPath = new URL(String(broken!.MediaURL)).pathname;
    server.photoFaults.add(brokenPath);
    server.photoAliases.set(new URL(String(fixture.mediaOf('L100005')[0]!.MediaURL)).pathname, new URL(String(fixture.mediaOf('L100001')[0]!.MediaURL)).pathname);
    const total = fixture.media.size;

    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { added: 8 } });
    if (outcome.status !== 'ok') return;
    expect(outcome.stats.warning_messages.join('\n')).toContain(String(broken!.MediaKey));

    for (const key of fixture.properties.keys()) {
      const photos = await photosOf(key);
      const feedCount = fixture.mediaOf(key).length - (key === 'L100002' ? 1 : 0);
      expect(photos, key).toHaveLength(feedCount);
      for (const url of photos) expect(url, key).toMatch(/^\/media\/med_/);
    }
    // The page shows our copies, and they serve an image (a smaller WebP size on request).
    const page = await getListingByUls(db, await ulsOf('L100003'));
    expect(page!.photos.every((url) => url.startsWith('/media/'))).toBe(true);
    // Each photo keeps the feed's description as its alt text (one language: given to both),
    // on the listing page and on the cards.
    const described = fixture
      .mediaOf('L100003')
      .sort((a, b) => Number(a.Order) - Number(b.Order))
      .map((m) => String(m.ShortDescription));
    expect(page!.photo_alts).toEqual(described.map((alt) => ({ fr: alt, en: alt })));
    for (const locale of ['fr', 'en'] as const) {
      const card = (await featuredListings(db, { locale, limit: 20 })).find((item) => item.uls === page!.uls);
      expect(card?.carousel_alts, locale).toEqual(described);
    }
    const served = await fetchPhoto(page!.photos[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // The same bytes are stored once; the failed photo is not in the library.
    expect((await photosOf('L100005'))[0]).toBe((await photosOf('L100001'))[0]);
    expect(await libraryCount()).toBe(total - 2);
    // Each photo was downloaded once.
    expect(server.photoRequests).toHaveLength(total);
  }, 60_000);

  it('downloads nothing again when nothing changed, and fetches the failed photo on the next run', async () => {
    const before = server.photoRequests.length;
    const [broken] = fixture.mediaOf('L100002');
    const run2 = await run();
    expect(run2.status).toBe('ok');
    // Still failing: tried once again, nothing else downloaded.
    expect(server.photoRequests.slice(before)).toEqual([new URL(String(broken!.MediaURL)).pathname]);

    server.photoFaults.clear();
    const run3 = await run();
    expect(run3).toMatchObject({ status: 'ok', stats: { photos: 1 } });
    expect(await photosOf('L100002')).toHaveLength(fixture.mediaOf('L100002').length);
    expect(invalidated).toEqual([await ulsOf('L100002')]);
    const run4 = await run();
    expect(run4).toMatchObject({ status: 'ok', stats: { photos: 0 } });
    expect(server.photoRequests.length).toBe(before + 2);
  }, 60_000);

  it('a changed photo is downloaded again and replaces the old one on the page', async () => {
    const [first] = fixture.mediaOf('L100006');
    const old = (await photosOf('L100006'))[0];
    fixture.updateMedia(String(first!.MediaKey), { MediaURL: `${server.url}/photos/L100006/new.jpg` });
    const before = server.photoRequests.length;
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { photos: 1 } });
    expect(server.photoRequests.slice(before)).toEqual(['/photos/L100006/new.jpg']);
    const now = (await photosOf('L100006'))[0];
    expect(now).toMatch(/^\/media\//);
    expect(now).not.toBe(old);
  }, 60_000);

  it('"delete unused" in the library keeps the photos the feed shows', async () => {
    const shown = await photosOf('L100003');
    await deleteUnusedMedia(db, databaseStorage(db), 'p1');
    expect((await fetchPhoto(shown[0]!)).status).toBe(200);
  }, 60_000);
});
