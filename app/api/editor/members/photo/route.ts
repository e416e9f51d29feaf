import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/responses';
import { created, mediaErrorResponse, mediaTarget, rateLimited } from '@/lib/media/http';
import { receiveToTempFile } from '@/lib/media/receive';
import { uploadMedia } from '@/lib/media/service';
import { mediaStorage } from '@/lib/media/storage';
import { MAX_PHOTO_BYTES, sniffImageType } from '@/lib/members/photos';

/**
 * POST /api/editor/members/photo (multipart, field "file": PNG, JPEG or WebP up to 2 MB) ->
 * 201 {url, id}. The photo goes into the site's media library (EXIF removed, upright), so it
 * is found, described and reused there; url is its content-hashed address.
 */
export const POST = withEditor(async (request, _context, editor) => {
  const t = await mediaTarget(request);
  if ('response' in t) return t.response;
  const limited = await rateLimited(editor);
  if (limited) return limited;
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return jsonError(400, 'invalid_body', 'file: a multipart body with a file is required');
  }
  if (!file || typeof file === 'string') return jsonError(400, 'invalid_body', 'file: required');
  if (file.size > MAX_PHOTO_BYTES) return jsonError(413, 'payload_too_large', `file: larger than ${MAX_PHOTO_BYTES} bytes`);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageType(head)) return jsonError(415, 'unsupported_media_type', 'file: PNG, JPEG or WebP only');
  try {
    const received = await receiveToTempFile(file.stream(), MAX_PHOTO_BYTES);
    try {
      const db = await getDb();
      const item = await uploadMedia(db, mediaStorage(db), t.site.id, received, file.name || 'photo');
      return created({ url: item.url, id: item.id });
    } finally {
      await received.discard();
    }
  } catch (error) {
    return mediaErrorResponse(error);
  }
}, 'broker');
