import type { Queryable } from '@/lib/db/types';

/**
 * Protected listings calls carry X-Site-Key: it must be the key of the site whose
 * microsite_id is in the path (spec 000 section 7, protected core client).
 */
export async function siteKeyMatches(db: Queryable, micrositeId: string, key: string | null): Promise<boolean> {
  if (!key || !micrositeId || micrositeId.includes('\u0000') || micrositeId.length > 200) return false;
  const rows = await db.query<{ id: string }>('select id from sites where microsite_id = $1 and key = $2 and deleted_at is null limit 1', [micrositeId, key]);
  return rows.length > 0;
}
