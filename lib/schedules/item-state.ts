import type { Queryable } from '@/lib/db/types';
import { getManualListing } from '@/lib/listings/sources/manual';
import type { ScheduleKind } from './types';

/** What scheduling needs to know of an item of the site: whether it is online, its draft's version, its brokers. */
export interface ItemState {
  online: boolean;
  /** The page draft's lock version (pages only). */
  version: number | null;
  /** A hand-managed listing's brokers (listings only): a broker schedules only their own. */
  brokerIds: number[] | null;
}

/** The item on this site, or null (another site's id reads as unknown; a feed listing too: its feed decides). */
export async function itemState(db: Queryable, siteId: string, kind: ScheduleKind, itemId: number): Promise<ItemState | null> {
  if (!Number.isSafeInteger(itemId) || itemId < 1) return null;
  if (kind === 'page') {
    const rows = await db.query<{ online: boolean; version: number }>(
      `select published is not null as online, version from pages where id = $1 and site_id = $2 and kind = 'page'`,
      [itemId, siteId],
    );
    return rows[0] ? { online: rows[0].online, version: rows[0].version, brokerIds: null } : null;
  }
  if (kind === 'article') {
    const rows = await db.query<{ published: boolean }>('select published from articles where id = $1 and site_id = $2', [itemId, siteId]);
    return rows[0] ? { online: rows[0].published, version: null, brokerIds: null } : null;
  }
  const listing = await getManualListing(db, siteId, itemId);
  return listing ? { online: listing.status === 'active' || listing.status === 'conditional', version: null, brokerIds: [...listing.broker_ids] } : null;
}
