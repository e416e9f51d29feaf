import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed, listRuns } from '@/lib/listings/sources/feeds';
import { runFeed } from '@/lib/listings/sources/runner';
import { openTestDb } from '../helpers/db';
import { ResoFixture, ResoServer, resoFeedInput } from '../helpers/reso-server';

/**
 * A feed's runs request only what the outbound policy allows. An "internal" server here is
 * a loopback server this test starts and does not list in OUTBOUND_ALLOW: it answers like a
 * RESO server (a token, empty pages, a JPEG), so a run that reached it would succeed. A closed
 * port is listed, so its connection is really attempted and refused by the system.
 */
const TUNING = { timeoutMs: 1000, backoffMs: 1, maxRetries: 0, photos: { timeoutMs: 1000 } };

describe('feed runs and the outbound policy', () => {
  let db: Database;
  let internal: http.Server;
  let internalOrigin: string;
  let closedOrigin: string;
  const reached: string[] = [];
  let jpeg: Buffer;

  const feedAt = async (name: string, origin: string) => {
    // Saved with a public-looking address (the save check is tested in feeds-routes), then pointed where the test needs.
    const id = await createFeed(db, 'p1', resoFeedInput(name, 'https://feed.example.test'));
    await db.query('update feeds set url = $2, token_url = $3 where id = $1', [id, `${origin}/odata`, `${origin}/token`]);
    return id;
  };

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('p1', 'key-p1', 'Site P')");
    jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    internal = http.createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      if (req.url?.startsWith('/photo')) return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'internal-token', expires_in: 3600, value: [] }));
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    closedOrigin = `http://127.0.0.1:${closedPort}`;
    process.env.OUTBOUND_ALLOW = `127.0.0.1:${closedPort}`;
  }, 60_000);

  afterAll(async () => {
    delete process.env.OUTBOUND_ALLOW;
    internal?.closeAllConnections();
    await new Promise((resolve) => internal?.close(resolve));
    await db?.close();
  });

  it('records the same error for an internal server that answers, a closed port and a metadata address', async () => {
    const errors: (string | null)[] = [];
    for (const [name, origin] of [
      ['Internal', internalOrigin],
      ['Closed', closedOrigin],
      ['Metadata', 'http://169.254.169.254'],
      ['Metadata name', 'http://metadata.google.internal'],
    ] as const) {
      const id = await feedAt(name, origin);
      const outcome = await runFeed(db, id, { trigger: 'manual', tuning: TUNING, invalidate: () => undefined });
      expect(outcome.status, name).toBe('failed');
      const [run] = await listRuns(db, id);
      errors.push(run!.error);
    }
    expect(errors[0]).toMatch(/could not be reached/);
    expect(new Set(errors).size).toBe(1);
    expect(reached).toEqual([]);
  });

  it('does not download a photo whose address is internal, and says so as for any unreachable server', async () => {
    reached.length = 0;
    const fixture = new ResoFixture({ count: 2, seed: 5, photosPerListing: 1 });
    const server = new ResoServer(fixture, { port: 0 });
    await server.start();
    try {
      for (const m of fixture.media.values()) m.MediaURL = `${internalOrigin}/photo/${String(m.MediaKey)}.jpg`;
      const id = await createFeed(db, 'p1', resoFeedInput('Photos inside', 'https://feed.example.test'));
      await db.query('update feeds set url = $2, token_url = $3 where id = $1', [id, `${server.url}/odata`, `${server.url}/token`]);
      const outcome = await runFeed(db, id, { trigger: 'manual', tuning: TUNING, invalidate: () => undefined });
      expect(outcome.status).toBe('ok');
      expect(reached).toEqual([]);
      const copied = await db.query<{ url: string }>('select url from listing_media where feed_id = $1', [id]);
      expect(copied.length).toBe(2);
      expect(copied.every((m) => m.url === '')).toBe(true);
      expect(await db.query("select id from media where 'feed' = any(tags)")).toEqual([]);
      const [run] = await listRuns(db, id);
      expect(run!.warning_messages.filter((w) => w.startsWith('photo '))).toEqual(
        [...fixture.media.keys()].map((key) => `photo ${key} not copied (the server could not be reached): tried again next run`),
      );
    } finally {
      await server.stop();
    }
  });

  it("passes a feed's photos through the upload checks: a PDF or a scripted SVG never reaches the library", async () => {
    const fixture = new ResoFixture({ count: 3, seed: 9, photosPerListing: 1 });
    const server = new ResoServer(fixture, { port: 0 });
    await server.start();
    try {
      const media = [...fixture.media.values()].sort((a, b) => String(a.ListingKey).localeCompare(String(b.ListingKey)));
      media.forEach((m, i) => (m.MediaURL = `${server.url}/photos/${i}.jpg`));
      server.setPhotoBytes('/photos/0.jpg', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
      server.setPhotoBytes('/photos/1.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>'));
      const id = await createFeed(db, 'p1', resoFeedInput('Hostile photos', 'https://feed.example.test'));
      await db.query('update feeds set url = $2, token_url = $3 where id = $1', [id, `${server.url}/odata`, `${server.url}/token`]);
      expect((await runFeed(db, id, { trigger: 'manual', tuning: TUNING, invalidate: () => undefined })).status).toBe('ok');
      const rows = await db.query<{ feed_url: string; url: string }>('select feed_url, url from listing_media where feed_id = $1 order by feed_url', [id]);
      expect(rows.map((r) => [r.feed_url.replace(server.url, ''), r.url === '' ? 'not copied' : 'copied'])).toEqual([
        ['/photos/0.jpg', 'not copied'],
        ['/photos/1.jpg', 'not copied'],
        ['/photos/2.jpg', 'copied'],
      ]);
      const library = await db.query<{ mime: string }>("select mime from media where site_id = 'p1' and 'feed' = any(tags)");
      expect(library.map((m) => m.mime)).toEqual(['image/jpeg']);
    } finally {
      await server.stop();
    }
  });
});
