import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/responses';
import { created, mediaErrorResponse, mediaTarget, rateLimited, receiveUpload } from '@/lib/media/http';
import { mediaQuerySchema } from '@/lib/media/schemas';
import { listMedia, uploadMedia } from '@/lib/media/service';
import { mediaStorage } from '@/lib/media/storage';

/** GET /api/editor/media?q=&kind=image|document&sort=date|size&order=asc|desc -> {items} (brokers too: their listings' photos). */
export const GET = withEditor(async (request) => {
  const t = await mediaTarget(request);
  if ('response' in t) return t.response;
  const query = mediaQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, 'invalid_query', query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return NextResponse.json({ items: await listMedia(await getDb(), t.site.id, query.data) });
}, 'broker');

/**
 * POST /api/editor/media (body: the file's bytes; X-File-Name: its name, URI-encoded) -> 201
 * {item} (brokers too: their listings' photos). 413 past 20 MB, 415 a type not accepted or an SVG with scripts, 422 a damaged image.
 */
export const POST = withEditor(async (request, _context, editor) => {
  const t = await mediaTarget(request);
  if ('response' in t) return t.response;
  const limited = await rateLimited(editor);
  if (limited) return limited;
  try {
    const { file, name } = await receiveUpload(request);
    try {
      const db = await getDb();
      return created({ item: await uploadMedia(db, mediaStorage(db), t.site.id, file, name) });
    } finally {
      await file.discard();
    }
  } catch (error) {
    return mediaErrorResponse(error);
  }
}, 'broker');
