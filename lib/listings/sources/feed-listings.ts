import type { Queryable } from '@/lib/db/types';
import type { StoredStatus } from './types';

/**
 * A feed's listing as the workspace shows it (read-only: the feed is its source, and the next
 * run would undo any change made here). It belongs to the site of its feed; its listing broker
 * is the member whose feed key (members.feed_agent_key) is the feed's ListAgentKey.
 */
export interface FeedListingSummary {
  uls: number;
  feed_name: string;
  street: string;
  municipality: string;
  status: StoredStatus;
  transaction: 'sale' | 'rent';
  price: number;
  slug: string;
  broker: string;
  list_agent_key: string | null;
}

/** One of the site's feed listings by number (the demo feed's included), or null (a hand-managed one, another site's, none). */
export async function getFeedListingOfSite(db: Queryable, siteId: string, uls: number): Promise<FeedListingSummary | null> {
  if (!Number.isSafeInteger(uls) || uls < 1 || uls > 2_147_483_647) return null;
  const rows = await db.query<FeedListingSummary>(
    `select l.uls, f.name as feed_name, l.street, m.description as municipality, l.status, l.transaction, l.price, l.slug,
            coalesce(d.broker->>'name', '') as broker, d.source_data->>'list_agent_key' as list_agent_key
       from listings l
       join feeds f on f.site_id = $2 and ((l.source = 'reso' and f.id = l.feed_id) or (l.source = 'demo' and f.kind = 'demo'))
       join municipalities m on m.mun_code = l.mun_code
       left join listing_details d on d.uls = l.uls
      where l.uls = $1
      order by f.id limit 1`,
    [uls, siteId],
  );
  const row = rows[0];
  return row ? { ...row, uls: Number(row.uls), price: Number(row.price) } : null;
}

/** The key a site's member has in the site's feeds (their ListAgentKey), or null. */
export async function memberFeedAgentKey(db: Queryable, siteId: string, memberId: number | null): Promise<string | null> {
  if (memberId === null) return null;
  const rows = await db.query<{ feed_agent_key: string | null }>('select feed_agent_key from members where site_id = $1 and id = $2', [siteId, memberId]);
  return rows[0]?.feed_agent_key ?? null;
}
