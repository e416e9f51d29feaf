import { invalidateSitePages } from '@/lib/cache/invalidate';
import type { Queryable } from '@/lib/db/types';

/**
 * Takes a published page off the site: visitors get its 404 (the published snapshot is
 * dropped; the draft and the versions stay, so it can be published again). Expires the site's
 * cached pages like a publish. False when the page is not on this site or not online.
 */
export async function withdrawPage(db: Queryable, pageId: number, siteId: string, editor: string | null = null): Promise<boolean> {
  const rows = await db.query(
    `update pages set published = null, status = 'draft', updated_at = now(), updated_by = coalesce($3, updated_by)
      where id = $1 and site_id = $2 and kind = 'page' and published is not null returning id`,
    [pageId, siteId, editor],
  );
  if (rows.length === 0) return false;
  invalidateSitePages(siteId);
  return true;
}
