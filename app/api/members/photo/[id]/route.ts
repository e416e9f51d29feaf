import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/responses';
import { readPhoto } from '@/lib/members/photos';

/** GET /api/members/photo/{id}: an uploaded member photo; never changes, so cached for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) return jsonError(400, 'invalid_id', 'id: must be a positive integer');
  const photo = await readPhoto(await getDb(), Number(id));
  if (!photo) return jsonError(404, 'not_found', `No photo ${id}`);
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'content-type': photo.type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
