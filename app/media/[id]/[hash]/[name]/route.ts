import { getDb } from '@/lib/db';
import { serveMedia } from '@/lib/media/serve';
import { mediaStorage } from '@/lib/media/storage';

type Context = { params: Promise<{ id: string; hash: string; name: string }> };

/** GET /media/<id>/<hash>/<name>[?w=640][&ar=16x9]: a library file or a generated size (lib/media/serve.ts). */
export async function GET(request: Request, context: Context): Promise<Response> {
  const { id, hash } = await context.params;
  if (!/^med_[A-Za-z0-9_-]{6,40}$/.test(id) || !/^[0-9a-f]{20}$/.test(hash)) return new Response('Not found', { status: 404 });
  const db = await getDb();
  return serveMedia(db, mediaStorage(db), request, id, hash);
}
