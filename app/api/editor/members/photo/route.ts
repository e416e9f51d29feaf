import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/editor/edit-mode-service';
import { jsonError } from '@/lib/http/responses';
import { MAX_PHOTO_BYTES, photoUrl, sniffImageType, storePhoto } from '@/lib/members/photos';

/** POST /api/editor/members/photo (multipart, field "file": PNG, JPEG or WebP up to 2 MB) -> 201 {url}. */
export const POST = withEditor(async (request) => {
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return jsonError(400, 'invalid_body', 'file: a multipart body with a file is required');
  }
  if (!file || typeof file === 'string') return jsonError(400, 'invalid_body', 'file: required');
  if (file.size > MAX_PHOTO_BYTES) return jsonError(413, 'payload_too_large', `file: larger than ${MAX_PHOTO_BYTES} bytes`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return jsonError(415, 'unsupported_media_type', 'file: PNG, JPEG or WebP only');
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const id = await storePhoto(db, site.id, type, bytes);
  return NextResponse.json({ url: photoUrl(id) }, { status: 201 });
}, 'broker');
