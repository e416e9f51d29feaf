import 'server-only';
import { NextResponse } from 'next/server';
import type { Editor } from '@/lib/auth/editors';
import { getDb } from '@/lib/db';
import type { Site } from '@/lib/sites/sites';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError } from '@/lib/http/responses';
import { consumeMediaWrite } from './rate-limit';
import { receiveToTempFile, type ReceivedFile } from './receive';
import { MAX_MEDIA_BYTES, MediaRefusal, tooLargeRefusal } from './refusal';
import { MediaInUse, MediaNotFound } from './service';
import { mediaIdSchema } from './schemas';

/** The site of the request and the media id of the route, or the answer to give. */
export async function mediaTarget(
  request: Request,
  params?: Promise<{ id: string }>,
): Promise<{ response: Response } | { site: Site; id: string }> {
  const id = params ? (await params).id : '';
  if (params && !mediaIdSchema.safeParse(id).success) return { response: jsonError(404, 'media_not_found', 'No such file') };
  const site = await siteOfRequest(await getDb(), request);
  if (!site) return { response: jsonError(404, 'site_not_found', 'No site matches this request') };
  return { site, id };
}

export async function rateLimited(editor: Editor): Promise<Response | null> {
  const wait = await consumeMediaWrite(editor.id);
  if (wait === null) return null;
  const response = jsonError(429, 'rate_limited', 'Too many changes to the media library; try again in a moment');
  response.headers.set('Retry-After', String(Math.ceil(wait / 1000)));
  return response;
}

/**
 * The file of an upload request: the raw body (the file's bytes, its name in X-File-Name,
 * URI-encoded) streamed to a temporary file. A declared length past the limit is refused
 * before reading.
 */
export async function receiveUpload(request: Request): Promise<{ file: ReceivedFile; name: string }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_MEDIA_BYTES) {
    throw tooLargeRefusal(MAX_MEDIA_BYTES);
  }
  let name = 'file';
  try {
    name = decodeURIComponent(request.headers.get('x-file-name') ?? 'file') || 'file';
  } catch {
    name = 'file';
  }
  return { file: await receiveToTempFile(request.body), name };
}

/** Service errors as the API's answers; anything else is rethrown (a real 500). */
export function mediaErrorResponse(error: unknown): Response {
  if (error instanceof MediaRefusal) return jsonError(error.status, error.code, error.message, error.limitBytes ? { limit_bytes: error.limitBytes } : {});
  if (error instanceof MediaNotFound) return jsonError(404, 'media_not_found', 'No such file on this site');
  if (error instanceof MediaInUse) return jsonError(409, 'media_in_use', error.message, { usage: error.usage });
  throw error;
}

export const created = (body: unknown) => NextResponse.json(body, { status: 201 });
