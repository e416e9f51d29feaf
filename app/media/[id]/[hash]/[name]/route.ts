import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/lib/db';
import { serveMedia } from '@/lib/media/serve';
import { mediaStorage } from '@/lib/media/storage';
import { benchEnabled } from '@/lib/config/bench-switches';

type Context = { params: Promise<{ id: string; hash: string; name: string }> };

/**
 * `npm run bench:media`'s floor (servers started with BENCH_ALLOW_NOCACHE=1 only): with
 * `x-bench-media-floor: 1` this route answers the bench's static file from memory at once, the
 * least a Next route handler can cost for the same bytes.
 */
let floorBytes: Promise<Uint8Array<ArrayBuffer>> | undefined;
async function floor(): Promise<Response> {
  floorBytes ??= readFile(path.join(process.cwd(), 'public', 'bench-media-static.webp')).then((b) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength));
  const bytes = await floorBytes;
  return new Response(bytes, { headers: { 'Content-Type': 'image/webp', 'Content-Length': String(bytes.byteLength), 'Cache-Control': 'public, max-age=31536000, immutable' } });
}

/** GET /media/<id>/<hash>/<name>[?w=640][&ar=16x9]: a library file or a generated size (lib/media/serve.ts). */
export async function GET(request: Request, context: Context): Promise<Response> {
  if (benchEnabled && request.headers.get('x-bench-media-floor') === '1') return floor();
  const { id, hash } = await context.params;
  if (!/^med_[A-Za-z0-9_-]{6,40}$/.test(id) || !/^[0-9a-f]{20}$/.test(hash)) return new Response('Not found', { status: 404 });
  const db = await getDb();
  return serveMedia(db, mediaStorage(db), request, id, hash);
}
