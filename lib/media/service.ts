import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { invalidateMediaUsage } from '@/lib/cache/invalidate';
import { processUpload, type MediaKind, type ProcessedFile } from './process';
import { MediaRefusal } from './refusal';
import { receiveToTempFile, type ReceivedFile } from './receive';
import { extensionOf } from './sniff';
import type { MediaStorage } from './storage';
import type { MediaItem, MediaRow } from './types';
import { mediaUrl } from './urls';
import { findMediaUsage, loadContentDocuments, usageOf, type MediaUsage } from './usage';
import type { MediaDescription } from './schemas';
import { forgetServedMedia } from './served-cache';
import { refreshListingPhotoAlts } from './listing-photo-alts';

export class MediaNotFound extends Error {
  constructor(id: string) {
    super(`No media ${id} on this site`);
    this.name = 'MediaNotFound';
  }
}

export class MediaInUse extends Error {
  constructor(readonly usage: MediaUsage[]) {
    super(`The file is used on ${usage.map((u) => u.label).join(', ')}`);
    this.name = 'MediaInUse';
  }
}

export const newMediaId = () => `med_${randomBytes(9).toString('base64url')}`;
const contentHash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 20);
export const originalKey = (row: { id: string; hash: string; mime: keyof typeof extensionOf }) => `${row.id}/${row.hash}.${extensionOf[row.mime]}`;

const COLUMNS = `id, site_id, kind, mime, bytes, width, height, hash, file_name, title, alt, caption, tags,
  focal_x, focal_y, download_only, created_at, updated_at`;

export function toMediaItem(row: MediaRow): MediaItem {
  const item = {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    hash: row.hash,
    fileName: row.file_name,
    title: row.title,
    alt: row.alt ?? {},
    caption: row.caption,
    tags: row.tags ?? [],
    focal: { x: Number(row.focal_x), y: Number(row.focal_y) },
    downloadOnly: row.download_only,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  return { ...item, url: mediaUrl(item) };
}

/** Title of a new file: its name without extension, dashes and underscores as spaces. */
const titleOf = (fileName: string) => fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[-_]+/g, ' ').trim().slice(0, 200);
const cleanName = (name: string) => name.replace(/[\u0000-\u001f\\/]/g, '').trim().slice(0, 200) || 'file';

export async function uploadMedia(
  db: Queryable,
  storage: MediaStorage,
  siteId: string,
  received: ReceivedFile,
  fileName: string,
): Promise<MediaItem> {
  const file = await processUpload(received.path);
  const id = newMediaId();
  const hash = contentHash(file.data);
  const name = withExtension(cleanName(fileName), file);
  await storage.put(originalKey({ id, hash, mime: file.mime }), file.data);
  const rows = await db.query<MediaRow>(
    `insert into media (id, site_id, kind, mime, bytes, width, height, hash, file_name, title, download_only)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
    [id, siteId, file.kind, file.mime, file.data.byteLength, file.width, file.height, hash, name, titleOf(name), file.downloadOnly],
  );
  return toMediaItem(rows[0]!);
}

/** A file of a site archive, checked like an upload; the values its library row takes from it. */
export interface CheckedArchiveFile {
  data: Buffer;
  row: { kind: MediaKind; mime: ProcessedFile['mime']; bytes: number; width: number | null; height: number | null; hash: string; file_name: string; download_only: boolean };
}

/**
 * A file brought in by a site import: the upload pipeline on its bytes (type, dimensions,
 * metadata, download-only from what the file is, never from the archive's row). An SVG's
 * scripts are removed rather than refused: the pages that show it come in the same archive.
 */
export async function checkArchiveFile(bytes: Buffer, fileName: string): Promise<CheckedArchiveFile> {
  const received = await receiveToTempFile([bytes]);
  try {
    const file = await processUpload(received.path, { svgScripts: 'remove' });
    const row = {
      kind: file.kind,
      mime: file.mime,
      bytes: file.data.byteLength,
      width: file.width,
      height: file.height,
      hash: contentHash(file.data),
      file_name: withExtension(cleanName(fileName), file),
      download_only: file.downloadOnly,
    };
    return { data: file.data, row };
  } finally {
    await received.discard();
  }
}

/** The name keeps what the editor called it, with the extension of what it really is. */
function withExtension(name: string, file: ProcessedFile): string {
  const ext = extensionOf[file.mime];
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return ext === 'jpg' && /\.jpe?g$/i.test(name) ? name : `${base}.${ext}`;
}

export async function getMediaRow(db: Queryable, siteId: string, id: string): Promise<MediaRow | null> {
  const rows = await db.query<MediaRow>(`select ${COLUMNS} from media where id = $1 and site_id = $2`, [id, siteId]);
  return rows[0] ?? null;
}

export async function getMedia(db: Queryable, siteId: string, id: string): Promise<MediaItem | null> {
  const row = await getMediaRow(db, siteId, id);
  return row ? toMediaItem(row) : null;
}

/** The rows of several ids of one site (the page resolver and publish validation). */
export async function getMediaRows(db: Queryable, siteId: string, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.query<MediaRow>(`select ${COLUMNS} from media where site_id = $1 and id = any($2::text[])`, [siteId, [...new Set(ids)]]);
}

/** Files by id whatever their site: only for public content shared by every site (listings' photos). */
export async function getAnySiteMediaRows(db: Queryable, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.query<MediaRow>(`select ${COLUMNS} from media where id = any($1::text[])`, [[...new Set(ids)]]);
}

export interface MediaQuery {
  q?: string;
  kind?: MediaKind;
  sort?: 'date' | 'size';
  order?: 'asc' | 'desc';
  limit?: number;
}

/** Search by title, alt text, caption, tag or file name; filter by kind; sort by date or size. */
export async function listMedia(db: Queryable, siteId: string, query: MediaQuery = {}): Promise<MediaItem[]> {
  const params: unknown[] = [siteId];
  const where = ['site_id = $1'];
  if (query.kind) {
    params.push(query.kind);
    where.push(`kind = $${params.length}`);
  }
  const q = query.q?.trim();
  if (q) {
    params.push(`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    where.push(`(lower(title) like ${p} or lower(file_name) like ${p} or lower(caption) like ${p}
      or lower(alt::text) like ${p} or exists (select 1 from unnest(tags) t where lower(t) like ${p}))`);
  }
  const column = query.sort === 'size' ? 'bytes' : 'created_at';
  const order = query.order === 'asc' ? 'asc' : 'desc';
  params.push(Math.min(Math.max(query.limit ?? 500, 1), 1000));
  const rows = await db.query<MediaRow>(
    `select ${COLUMNS} from media where ${where.join(' and ')} order by ${column} ${order}, id limit $${params.length}`,
    params,
  );
  return rows.map(toMediaItem);
}

/** Only what shows the file expires (its pages by path, the collections that show it); nothing when unused. */
async function invalidateIfUsed(db: Queryable, siteId: string, id: string): Promise<void> {
  invalidateMediaUsage(siteId, await findMediaUsage(db, siteId, id));
}

export async function describeMedia(db: Queryable, siteId: string, id: string, patch: MediaDescription): Promise<MediaItem> {
  const item = await describeMediaRow(db, siteId, id, patch);
  // Listings store their photos' alts (cards read them without a join): they take the new text.
  if (patch.alt !== undefined) await refreshListingPhotoAlts(db, siteId, id);
  await invalidateIfUsed(db, siteId, id);
  return item;
}

/** The description written, without invalidating pages (the seed, before any page is cached). */
export async function describeMediaRow(db: Queryable, siteId: string, id: string, patch: MediaDescription): Promise<MediaItem> {
  const sets: string[] = [];
  const params: unknown[] = [id, siteId];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (patch.title !== undefined) set('title', patch.title);
  if (patch.alt !== undefined) set('alt', JSON.stringify(patch.alt));
  if (patch.caption !== undefined) set('caption', patch.caption);
  if (patch.tags !== undefined) set('tags', patch.tags);
  if (patch.focal !== undefined) {
    set('focal_x', patch.focal.x);
    set('focal_y', patch.focal.y);
  }
  if (patch.fileName !== undefined) set('file_name', cleanName(patch.fileName));
  const rows = await db.query<MediaRow>(
    `update media set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and site_id = $2 returning ${COLUMNS}`,
    params,
  );
  if (!rows[0]) throw new MediaNotFound(id);
  return toMediaItem(rows[0]);
}

/**
 * New bytes for the same library entry (same id, description and usages): its address gets
 * the new hash, and every page that refers to the id shows the new file once re-rendered.
 */
export async function replaceMedia(db: Queryable, storage: MediaStorage, siteId: string, id: string, received: ReceivedFile): Promise<MediaItem> {
  const before = await getMediaRow(db, siteId, id);
  if (!before) throw new MediaNotFound(id);
  const file = await processUpload(received.path);
  const hash = contentHash(file.data);
  await storage.put(originalKey({ id, hash, mime: file.mime }), file.data);
  const name = withExtension(before.file_name, file);
  const rows = await db.query<MediaRow>(
    `update media set kind = $3, mime = $4, bytes = $5, width = $6, height = $7, hash = $8, file_name = $9,
       download_only = $10, updated_at = now() where id = $1 and site_id = $2 returning ${COLUMNS}`,
    [id, siteId, file.kind, file.mime, file.data.byteLength, file.width, file.height, hash, name, file.downloadOnly],
  );
  if (before.hash !== hash) await storage.removePrefix(`${id}/${before.hash}`);
  forgetServedMedia(id);
  await invalidateIfUsed(db, siteId, id);
  return toMediaItem(rows[0]!);
}

/** Deletes an unused file; a used one is refused with the list of where it is used. */
export async function deleteMedia(db: Queryable, storage: MediaStorage, siteId: string, id: string): Promise<void> {
  const row = await getMediaRow(db, siteId, id);
  if (!row) throw new MediaNotFound(id);
  const usage = await findMediaUsage(db, siteId, id);
  if (usage.length > 0) throw new MediaInUse(usage);
  await db.query('delete from media where id = $1 and site_id = $2', [id, siteId]);
  await storage.removePrefix(`${id}/`);
  forgetServedMedia(id);
}

/** "Delete unused": every file of the site that nothing shows. */
export async function deleteUnusedMedia(db: Queryable, storage: MediaStorage, siteId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from media where site_id = $1', [siteId]);
  const documents = await loadContentDocuments(db, siteId);
  const deleted: string[] = [];
  for (const { id } of rows) {
    if (usageOf(documents, id).length > 0) continue;
    await db.query('delete from media where id = $1 and site_id = $2', [id, siteId]);
    await storage.removePrefix(`${id}/`);
    forgetServedMedia(id);
    deleted.push(id);
  }
  return deleted;
}

/**
 * A file brought in by the server itself (a feed's photo): the same pipeline as an upload,
 * and stored once per content: when the site's library already holds the same bytes, that
 * entry is returned instead of a copy. `only` refuses another kind before anything is stored
 * (a feed's photo that turns out to be a PDF never reaches the library).
 */
export async function storeMediaOnce(
  db: Queryable,
  storage: MediaStorage,
  siteId: string,
  path: string,
  fileName: string,
  description: { title?: string; alt?: MediaItem['alt']; tags?: string[]; only?: MediaKind } = {},
): Promise<MediaItem> {
  const file = await processUpload(path);
  if (description.only && file.kind !== description.only) {
    throw new MediaRefusal(415, 'unsupported_type', description.only === 'image' ? 'Not an image' : 'Not a document');
  }
  const hash = contentHash(file.data);
  const same = await db.query<MediaRow>(`select ${COLUMNS} from media where site_id = $1 and hash = $2 order by created_at limit 1`, [siteId, hash]);
  if (same[0]) return toMediaItem(same[0]);
  const id = newMediaId();
  const name = withExtension(cleanName(fileName), file);
  await storage.put(originalKey({ id, hash, mime: file.mime }), file.data);
  const rows = await db.query<MediaRow>(
    `insert into media (id, site_id, kind, mime, bytes, width, height, hash, file_name, title, alt, tags, download_only)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning ${COLUMNS}`,
    [id, siteId, file.kind, file.mime, file.data.byteLength, file.width, file.height, hash, name, (description.title ?? titleOf(name)).slice(0, 200),
      JSON.stringify(description.alt ?? {}), description.tags ?? [], file.downloadOnly],
  );
  return toMediaItem(rows[0]!);
}
