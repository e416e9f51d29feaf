import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor } from '@/lib/auth/editors';
import type { Database } from '@/lib/db/types';
import { uploadMedia } from '@/lib/media/service';
import { directoryStorage } from '@/lib/media/storage';
import { exportSite, importSite, type SiteArchive } from '@/lib/site/site-archive';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';
import { pngOf, received } from '../helpers/media-files';

/**
 * Issue 29, import with the media files in a directory (MEDIA_DIR): an import that fails
 * after some of its files were written rolls back its rows and removes those files too, so
 * the directory holds only the files of media that exist; a good import keeps its files.
 */
let db: Database;
let dir: string;
let archive: SiteArchive;
let by: { id: number; name: string };

/** Every file under the media directory, as `<media id>/<name>`. */
async function filesIn(root: string): Promise<string[]> {
  const ids = await readdir(root).catch(() => [] as string[]);
  const all = await Promise.all(ids.map(async (id) => (await readdir(path.join(root, id))).map((name) => `${id}/${name}`)));
  return all.flat().sort();
}

const reseal = (body: SiteArchive['body']): SiteArchive => ({ ...archive, body, checksum: createHash('sha256').update(JSON.stringify(body)).digest('hex') });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'media-dir-import-'));
  process.env.MEDIA_DIR = dir;
  db = await openTestDb();
  await insertFixtures(db);
  by = (await createEditor(db, { email: 'root@example.com', name: 'Root', password: 'un mot de passe long', platformAdmin: true }))!;
  for (const [name, color] of [['salon.png', '#aa0000'], ['cuisine.png', '#00aa00'], ['facade.png', '#0000aa']] as const) {
    await uploadMedia(db, directoryStorage(dir), 'broker', await received(await pngOf(40, 30, color)), name);
  }
  archive = (await exportSite(db, 'broker'))!;
});
afterAll(async () => {
  delete process.env.MEDIA_DIR;
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('site import with MEDIA_DIR', () => {
  it('a failing media row after files were written leaves no orphan file and no row', async () => {
    expect(archive.body.media).toHaveLength(3);
    const before = await filesIn(dir);
    const media = (await db.query<{ n: number }>('select count(*)::int as n from media'))[0]!.n;
    const body = structuredClone(archive.body);
    // The last media row does not fit its column (its size and type come from the file, its
    // date from the archive): the first two files are written by then.
    body.media[2]!.created_at = 'pas une date';
    const result = await importSite(db, reseal(body), { name: 'Copie', domains: ['copie.test'], micrositeId: 'copie' }, by);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(await filesIn(dir)).toEqual(before);
    expect((await db.query<{ n: number }>('select count(*)::int as n from media'))[0]!.n).toBe(media);
    expect(await db.query(`select id from sites where id = 'copie'`)).toEqual([]);
  });

  it('a good import writes its files beside the original ones', async () => {
    const before = await filesIn(dir);
    const result = await importSite(db, archive, { name: 'Copie', domains: ['copie.test'], micrositeId: 'copie' }, by);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, id: 'copie' });
    const ids = await db.query<{ id: string }>(`select id from media where site_id = 'copie'`);
    expect(ids).toHaveLength(3);
    const after = await filesIn(dir);
    expect(after.filter((f) => !before.includes(f)).map((f) => f.split('/')[0]).sort()).toEqual(ids.map((r) => r.id).sort());
  });
});
