import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed } from '@/lib/listings/sources/feeds';
import { ResoFixture, ResoServer, resoFeedInput } from '../helpers/reso-server';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** `npm run listings:sync [feed]` against an embedded database and the local RESO server. */
describe('npm run listings:sync', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'listings-sync-'));
  const server = new ResoServer(new ResoFixture({ count: 300, seed: 3, photosPerListing: 1 }), { port: 3752 });

  beforeAll(async () => {
    await server.start();
    // The photos are copied into the media library: the local server serves them.
    for (const m of server.fixture.media.values()) m.MediaURL = String(m.MediaURL).replace('https://photos.example.test', `${server.url}/photos`);
    const db = await openPglite(dir);
    await migrate(db);
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('s1', 'k1', 'Site 1')");
    await createFeed(db, 's1', resoFeedInput('Centris', server.url));
    await db.close();
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the named feed once and says what it did; an unknown feed fails', async () => {
    const env = { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' };
    const ok = await run(process.execPath, ['scripts/listings-sync.mjs', 'Centris'], { cwd: root, env });
    expect(ok.stdout).toMatch(/Centris: ok in [\d.]+ s — added 300, updated 0, removed 0, photos 300, warnings 0/);
    const again = await run(process.execPath, ['scripts/listings-sync.mjs'], { cwd: root, env });
    expect(again.stdout).toMatch(/Centris: ok .* added 0, updated 0/);
    await expect(run(process.execPath, ['scripts/listings-sync.mjs', 'Nope'], { cwd: root, env })).rejects.toMatchObject({ stderr: expect.stringContaining('no feed "Nope"') });
  }, 120_000);
});
