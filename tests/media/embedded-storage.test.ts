import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import type { Database } from '@/lib/db/types';
import { databaseStorage, mediaStorage } from '@/lib/media/storage';

/** The embedded database on disk, as `npm start` opens it (a fresh directory: its cluster is created first). */
describe('media files of the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'embedded-media-'));
  let db: Database;

  beforeAll(async () => {
    db = await openPglite(dir);
    await migrate(db);
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    delete process.env.MEDIA_STORAGE;
  });

  const blobCount = async (key: string) => (await db.query<{ n: number }>('select count(*)::int as n from media_blobs where key = $1', [key]))[0]!.n;

  it('go to a directory inside the database directory, not into its tables', async () => {
    const storage = mediaStorage(db);
    await storage.put('med_a/hash1.jpg', Buffer.from('photo bytes'));
    expect(existsSync(path.join(dir, 'media', 'med_a', 'hash1.jpg'))).toBe(true);
    expect(await blobCount('med_a/hash1.jpg')).toBe(0);
    expect((await storage.get('med_a/hash1.jpg'))?.toString()).toBe('photo bytes');
  });

  it('stored in the tables before stay readable, and a delete removes them from both places', async () => {
    await databaseStorage(db).put('med_b/hash2.jpg', Buffer.from('older photo'));
    const storage = mediaStorage(db);
    expect((await storage.get('med_b/hash2.jpg'))?.toString()).toBe('older photo');
    await storage.put('med_b/hash2-w640.webp', Buffer.from('size'));
    await storage.removePrefix('med_b/');
    expect(await storage.get('med_b/hash2.jpg')).toBeNull();
    expect(await storage.get('med_b/hash2-w640.webp')).toBeNull();
    expect(await blobCount('med_b/hash2.jpg')).toBe(0);
  });

  it('stay in the tables with MEDIA_STORAGE=database', async () => {
    process.env.MEDIA_STORAGE = 'database';
    await mediaStorage(db).put('med_c/hash3.jpg', Buffer.from('kept in a row'));
    expect(await blobCount('med_c/hash3.jpg')).toBe(1);
    expect(existsSync(path.join(dir, 'media', 'med_c'))).toBe(false);
  });

  it('runs with a 16 MB buffer cache (128 MB from initdb otherwise, resident for the life of the process)', async () => {
    const rows = await db.query<{ value: string }>("select current_setting('shared_buffers') as value");
    expect(rows[0]!.value).toBe('16MB');
  });
});

describe('a new embedded database', () => {
  it('starts from the template cluster, keeps its data across a restart and gets its own id', async () => {
    const dirs = [mkdtempSync(path.join(tmpdir(), 'embedded-new-')), mkdtempSync(path.join(tmpdir(), 'embedded-new-'))];
    try {
      const ids: string[] = [];
      for (const dir of dirs) {
        const db = await openPglite(dir);
        await migrate(db);
        ids.push((await db.query<{ value: string }>("select value from app_meta where key = 'database_id'"))[0]!.value);
        await db.query("insert into sites (id, key, name) values ('s1', 'k1', 'Site 1')");
        await db.close();
      }
      expect(ids[0]).not.toBe(ids[1]);
      const again = await openPglite(dirs[0]);
      expect((await again.query<{ name: string }>('select name from sites'))[0]!.name).toBe('Site 1');
      await again.close();
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('media files of an in-memory database (tests)', () => {
  it('stay in its tables', async () => {
    const memory = await openPglite();
    try {
      await migrate(memory);
      await mediaStorage(memory).put('med_d/hash4.jpg', Buffer.from('x'));
      const rows = await memory.query<{ n: number }>("select count(*)::int as n from media_blobs where key = 'med_d/hash4.jpg'");
      expect(rows[0]!.n).toBe(1);
    } finally {
      await memory.close();
    }
  }, 120_000);
});
