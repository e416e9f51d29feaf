import type { Queryable } from '@/lib/db/types';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The image type from its first bytes (the declared type is not trusted); SVG is refused. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export async function readPhoto(db: Queryable, id: number): Promise<{ type: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; data: string }>('select content_type, data from member_photos where id = $1', [id]);
  const row = rows[0];
  return row ? { type: row.content_type, bytes: Buffer.from(row.data, 'base64') } : null;
}
