import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '@/lib/db/types';

/**
 * Where the bytes of the media library live, behind one interface. A key is
 * `<media id>/<content hash>...`: an original or one generated size. Two implementations:
 * the database (default: every instance on one PostgreSQL shares the files with no other
 * service) and a directory (MEDIA_DIR: one machine, many large files). An S3-compatible
 * store would be a third implementation of these three calls.
 */
export interface MediaStorage {
  readonly kind: 'database' | 'directory';
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every key that starts with prefix (a file and its sizes: `<id>/`). */
  removePrefix(prefix: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`media storage: invalid key ${JSON.stringify(key)}`);
  return key;
}

export function databaseStorage(db: Queryable): MediaStorage {
  return {
    kind: 'database',
    async put(key, data) {
      await db.query(
        'insert into media_blobs (key, data) values ($1, $2) on conflict (key) do update set data = excluded.data',
        [checkKey(key), data],
      );
    },
    async get(key) {
      const rows = await db.query<{ data: Uint8Array }>('select data from media_blobs where key = $1', [checkKey(key)]);
      const data = rows[0]?.data;
      if (!data) return null;
      return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    },
    async removePrefix(prefix) {
      const like = checkKey(prefix).replace(/[\\%_]/g, (c) => `\\${c}`);
      await db.query(`delete from media_blobs where key like $1 escape '\\'`, [`${like}%`]);
    },
  };
}

export function directoryStorage(root: string): MediaStorage {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'directory',
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      const [id, rest = ''] = checkKey(prefix).split('/');
      if (!id) return;
      if (rest === '') {
        await rm(path.join(root, id), { recursive: true, force: true });
        return;
      }
      const names = await readdir(path.join(root, id)).catch(() => [] as string[]);
      await Promise.all(names.filter((n) => n.startsWith(rest)).map((n) => rm(path.join(root, id, n), { force: true })));
    },
  };
}

/** The storage this server is configured for: MEDIA_DIR set -> that directory, else the database. */
export function mediaStorage(db: Queryable): MediaStorage {
  const dir = process.env.MEDIA_DIR?.trim();
  return dir ? directoryStorage(path.resolve(dir)) : databaseStorage(db);
}
