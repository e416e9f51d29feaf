import type { Queryable } from '@/lib/db/types';
import { rememberServed, servedBytes } from './served-cache';
import { originalKey, toMediaItem } from './service';
import type { MediaStorage } from './storage';
import type { MediaRow } from './types';
import { isMediaWidth, safeFileName } from './urls';
import { isAspect, makeVariant, negotiateFormat, type VariantRequest } from './variants';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

/** Rows by id, for the addresses being served: a row's hash says whether an address is current. */
const rowMemo = new Map<string, { row: MediaRow; at: number }>();
const ROW_TTL_MS = 5_000;

async function loadRow(db: Queryable, id: string, hash: string): Promise<MediaRow | null> {
  const memo = rowMemo.get(id);
  if (memo && memo.row.hash === hash && Date.now() - memo.at < ROW_TTL_MS) return memo.row;
  const rows = await db.query<MediaRow>(
    `select id, site_id, kind, mime, bytes, width, height, hash, file_name, title, alt, caption, tags, focal_x, focal_y,
       download_only, created_at, updated_at from media where id = $1`,
    [id],
  );
  const row = rows[0] ?? null;
  if (row) {
    if (rowMemo.size > 5_000) rowMemo.clear();
    rowMemo.set(id, { row, at: Date.now() });
  } else rowMemo.delete(id);
  return row;
}

/** Generations under way, so simultaneous first requests for one size make it once. */
const making = new Map<string, Promise<Buffer>>();

async function bytesFor(storage: MediaStorage, key: string, make?: () => Promise<Buffer>): Promise<Buffer | null> {
  const hot = servedBytes(key);
  if (hot) return hot;
  const pending = making.get(key);
  if (pending) return pending;
  const work = (async () => {
    let bytes = await storage.get(key);
    if (!bytes && make) {
      bytes = await make();
      // A generated size is stored like an original and never recomputed.
      await storage.put(key, bytes);
    }
    if (bytes) rememberServed(key, bytes);
    return bytes;
  })();
  if (make) making.set(key, work as Promise<Buffer>);
  try {
    return await work;
  } finally {
    making.delete(key);
  }
}

/**
 * GET /media/<id>/<hash>/<name>[?w=&ar=&f=]: the file or one of its generated sizes, with a
 * year-long immutable cache. An address with an old hash (the file was replaced) redirects to
 * the current one, briefly cached; an unknown file is 404.
 */
export async function serveMedia(db: Queryable, storage: MediaStorage, request: Request, id: string, hash: string): Promise<Response> {
  const row = await loadRow(db, id, hash);
  if (!row) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const url = new URL(request.url);
  const current = toMediaItem(row);
  if (row.hash !== hash) {
    return new Response(null, { status: 307, headers: { Location: `${current.url}${url.search}`, 'Cache-Control': 'public, max-age=60' } });
  }
  const w = url.searchParams.get('w');
  const resizable = row.kind === 'image' && row.mime !== 'image/svg+xml' && row.mime !== 'image/gif';
  if (w !== null && resizable) {
    const width = Number(w);
    const ar = url.searchParams.get('ar');
    if (!isMediaWidth(width) || (ar !== null && !isAspect(ar))) return new Response('Unsupported size', { status: 400 });
    const focal = { x: Math.round(Number(row.focal_x)), y: Math.round(Number(row.focal_y)) };
    if (ar !== null && url.searchParams.get('f') !== `${focal.x},${focal.y}`) {
      // The focal point is part of a crop's address, so a new focal point is a new address.
      const next = new URL(url);
      next.searchParams.set('f', `${focal.x},${focal.y}`);
      return new Response(null, { status: 307, headers: { Location: `${next.pathname}${next.search}`, 'Cache-Control': 'public, max-age=60' } });
    }
    const variant: VariantRequest = {
      width,
      format: negotiateFormat(request.headers.get('accept'), row.mime),
      focal,
      ...(ar !== null ? { aspect: ar } : {}),
    };
    const key = `${id}/${hash}-w${width}${ar ? `-${ar}-${focal.x}x${focal.y}` : ''}.${variant.format}`;
    const etag = `"${key.slice(id.length + 1)}"`;
    if (notModified(request, etag)) return unchanged(etag, { Vary: 'Accept' });
    const bytes = await bytesFor(storage, key, async () => {
      const original = await storage.get(originalKey(row));
      if (!original) throw new Error(`media ${id}: original missing from storage`);
      return makeVariant(original, variant);
    });
    return fileResponse(bytes!, contentTypes[variant.format], { Vary: 'Accept', ETag: etag });
  }
  const etag = `"${row.hash}"`;
  if (notModified(request, etag)) return unchanged(etag, {});
  const bytes = await bytesFor(storage, originalKey(row));
  if (!bytes) return new Response('Not found', { status: 404 });
  const headers: Record<string, string> = { ETag: etag };
  if (row.mime === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  if (row.mime === 'application/pdf') {
    const name = safeFileName(row.file_name);
    headers['Content-Disposition'] = `${row.download_only ? 'attachment' : 'inline'}; filename="${name}"`;
    if (row.download_only) headers['Content-Security-Policy'] = 'sandbox';
  }
  return fileResponse(bytes, row.mime, headers);
}

/** A client revalidating what it has (the content hash is the ETag: it is current or the address redirects). */
function notModified(request: Request, etag: string): boolean {
  const asked = request.headers.get('if-none-match');
  return asked !== null && (asked === etag || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

function unchanged(etag: string, extra: Record<string, string>): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': IMMUTABLE, ...extra } });
}

function fileResponse(bytes: Buffer, type: string, extra: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    },
  });
}
