import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Queryable } from '@/lib/db/types';
import { config } from '@/lib/config/env';
import { embeddedDataDir } from '@/lib/db/embedded-dir';

/**
 * Where the bytes of the media library live, behind one interface. A key is
 * `<media id>/<content hash>...`: an original or one generated size. Two implementations:
 * the database (default on PostgreSQL: every instance on one PostgreSQL shares the files with
 * no other service) and a directory (MEDIA_DIR: one machine, many large files; the default
 * for the embedded database, see embeddedStorage). An S3-compatible
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

/**
 * Parts of 1 MB: a parameter is encoded (hex) and copied on its way into the database, and
 * PGlite's WASM memory keeps the high-water mark; a 10 MB value in one row costs ~0.8 GB of
 * peak memory on PGlite, in parts ~0.25 GB (measured with node on this machine).
 */
const PART_BYTES = 1024 * 1024;

export function databaseStorage(db: Queryable): MediaStorage {
  return {
    kind: 'database',
    async put(key, data) {
      checkKey(key);
      // Written under a temporary key, then renamed in one statement: a reader (another
      // instance) never gets half of the parts.
      const temp = `${key}.tmp-${randomBytes(6).toString('hex')}`;
      for (let part = 0, at = 0; at < data.byteLength || part === 0; part += 1, at += PART_BYTES) {
        await db.query('insert into media_blobs (key, part, data) values ($1, $2, $3)', [temp, part, data.subarray(at, at + PART_BYTES)]);
      }
      try {
        await db.query('update media_blobs set key = $2 where key = $1 and not exists (select 1 from media_blobs where key = $2)', [temp, key]);
      } catch {
        // A concurrent writer stored the same key meanwhile (keys name their content: the same bytes).
      }
      await db.query('delete from media_blobs where key = $1', [temp]);
    },
    async get(key) {
      const rows = await db.query<{ data: Uint8Array }>('select data from media_blobs where key = $1 order by part', [checkKey(key)]);
      if (rows.length === 0) return null;
      const parts = rows.map(({ data }) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
      return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
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

/**
 * Files of the embedded database's media library go in a directory beside its tables
 * (`<PGLITE_DIR>/media`): stored in PGlite, every write and first read of a file passes
 * through its WASM memory, which keeps the high-water mark for the process's life. Files
 * stored in the database by an earlier version stay readable there.
 */
function embeddedStorage(db: Queryable, root: string): MediaStorage {
  const files = directoryStorage(root);
  const rows = databaseStorage(db);
  return {
    kind: 'directory',
    put: (key, data) => files.put(key, data),
    async get(key) {
      return (await files.get(key)) ?? rows.get(key);
    },
    async removePrefix(prefix) {
      await files.removePrefix(prefix);
      await rows.removePrefix(prefix);
    },
  };
}

/**
 * The storage this server is configured for: MEDIA_STORAGE=database -> the database;
 * MEDIA_DIR -> that directory; the embedded database on disk -> a directory inside it;
 * otherwise (PostgreSQL, an in-memory PGlite) the database.
 */
export function mediaStorage(db: Queryable): MediaStorage {
  if (config().MEDIA_STORAGE === 'database') return databaseStorage(db);
  const dir = config().MEDIA_DIR;
  if (dir) return directoryStorage(path.resolve(dir));
  const embedded = embeddedDataDir();
  return embedded ? embeddedStorage(db, path.join(embedded, 'media')) : databaseStorage(db);
}
