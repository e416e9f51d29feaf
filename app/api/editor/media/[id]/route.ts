import { NextResponse } from 'next/server';
import type { Site } from '@/lib/sites/sites';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { readJsonBody } from '@/lib/http/responses';
import { mediaErrorResponse, mediaTarget, rateLimited, receiveUpload } from '@/lib/media/http';
import { mediaDescriptionSchema } from '@/lib/media/schemas';
import { deleteMedia, describeMedia, getMedia, MediaNotFound, replaceMedia } from '@/lib/media/service';
import { mediaStorage } from '@/lib/media/storage';
import { findMediaUsage } from '@/lib/media/usage';

type Context = { params: Promise<{ id: string }> };

/** GET /api/editor/media/{id} -> {item, usage}; a file of another site is 404. */
export const GET = withEditor<Context>(async (request, context) => {
  const t = await mediaTarget(request, context.params);
  if ('response' in t) return t.response;
  const db = await getDb();
  const item = await getMedia(db, t.site.id, t.id);
  if (!item) return mediaErrorResponse(new MediaNotFound(t.id));
  return NextResponse.json({ item, usage: await findMediaUsage(db, t.site.id, t.id) });
});

type Target = { site: Site; id: string };

/** A write to one file of the request's site: the editor's rate limit first, media errors as their responses. */
function mediaWrite(write: (request: Request, target: Target) => Promise<Response>) {
  return withEditor<Context>(async (request, context, editor) => {
    const t = await mediaTarget(request, context.params);
    if ('response' in t) return t.response;
    const limited = await rateLimited(editor);
    if (limited) return limited;
    try {
      return await write(request, t);
    } catch (error) {
      return mediaErrorResponse(error);
    }
  });
}

/** PATCH /api/editor/media/{id} {title?, alt?: {fr, en}, caption?, tags?, focal?: {x, y}} -> {item}. */
export const PATCH = mediaWrite(async (request, t) => {
  const body = await readJsonBody(request, mediaDescriptionSchema);
  if (!body.ok) return body.response;
  return NextResponse.json({ item: await describeMedia(await getDb(), t.site.id, t.id, body.data) });
});

/** PUT /api/editor/media/{id} (body: the new file's bytes) -> {item}: same id, new address. */
export const PUT = mediaWrite(async (request, t) => {
  const db = await getDb();
  // Checked before the bytes are read: another site's file cannot be replaced.
  if (!(await getMedia(db, t.site.id, t.id))) throw new MediaNotFound(t.id);
  const { file } = await receiveUpload(request);
  try {
    return NextResponse.json({ item: await replaceMedia(db, mediaStorage(db), t.site.id, t.id, file) });
  } finally {
    await file.discard();
  }
});

/** DELETE /api/editor/media/{id} -> 204; 409 {usage} while something shows it. */
export const DELETE = mediaWrite(async (_request, t) => {
  const db = await getDb();
  await deleteMedia(db, mediaStorage(db), t.site.id, t.id);
  return new NextResponse(null, { status: 204 });
});
