import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/cms/cache-tags';
import { clearStatusMemo } from '@/lib/serving/status-memo';

/**
 * After an office write: cached office reads expire at once. Pages take their office
 * blocks' data from those reads when they are rendered (lib/cms/block-data.ts), and office
 * pages read them too, so every page that shows an office shows the change.
 */
export function invalidateOffices(siteId: string): void {
  revalidateTag(cacheTags.offices(siteId), { expire: 0 });
  // An office page appears or disappears: the proxy's memo of path statuses starts over.
  clearStatusMemo();
}
