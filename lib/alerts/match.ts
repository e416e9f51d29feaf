import type { Queryable } from '@/lib/db/types';
import { savedSearchMatchSql } from '@/lib/listings/criteria-sql';
import { publicListingSql } from '@/lib/listings/where';

/**
 * Set-based matching: the listing changes not matched yet are joined against
 * every active saved search in two statements, with the search API's own criteria
 * (lib/listings/criteria-sql.ts), and become alert_deliveries (unique per search and change:
 * a change is never found twice for a search).
 * - new, price_drop, back_on_market: the listing, as it is now, is active and matches the
 *   search (a price drop counts when the new price is within the criteria);
 * - sold: only searches that were already sent the listing (watching it) hear about it.
 * Candidates: the active searches' municipalities, unnested once and hash-joined with the
 * changed listings' (a listing is in one municipality, so a pair comes once), plus the
 * searches naming no municipality; the full shared condition decides. One pass over the
 * searches instead of searches x listings.
 */
/** Call inside a transaction (runAlerts does): the claim and the deliveries commit together. */
export async function matchPendingChanges(db: Queryable, { batch = 5000 }: { batch?: number } = {}): Promise<{ changes: number; deliveries: number }> {
  const claimed = await db.query<{ id: number }>(
    `update listing_changes set matched_at = now()
      where id in (select id from listing_changes where matched_at is null order by id limit $1)
      returning id`,
    [batch],
  );
  if (claimed.length === 0) return { changes: 0, deliveries: 0 };
  const ids = claimed.map((r) => Number(r.id));
  const match = savedSearchMatchSql('s');
  // Hash joins only for this statement: right after a bulk import the listings' statistics
  // can be stale, and a nested loop over searches x listings took 35 s instead of 0.5 s
  // (100,000 searches, 1,000 changes). The caller's transaction scopes the setting.
  await db.query('set local enable_nestloop = off');
  const found = await db.query<{ n: number }>(
    `with changed as (
       select c.id as change_id, c.kind, c.old_price, c.new_price, l.*
         from listing_changes c join listings l on l.uls = c.uls
        where c.id = any($1::bigint[]) and c.kind <> 'sold' and ${publicListingSql('active')}
     ), hits as (
       select s.id as search_id, l.uls, l.change_id, l.kind, l.old_price, l.new_price
         from (select s.*, m.mun from saved_searches s cross join lateral unnest(s.c_mun) as m(mun) where s.status = 'active') s
         join changed l on l.mun_code = s.mun
        where ${match}
       union all
       select s.id, l.uls, l.change_id, l.kind, l.old_price, l.new_price
         from changed l join saved_searches s on s.status = 'active' and s.c_mun is null
        where ${match}
     ), inserted as (
       insert into alert_deliveries (search_id, uls, change_id, kind, old_price, new_price)
       -- In the changes' order, whatever plan the join takes: a digest lists them as they happened.
       select search_id, uls, change_id, kind, old_price, new_price from hits order by change_id, search_id
       on conflict (search_id, change_id) do nothing
       returning 1
     )
     select count(*)::int as n from inserted`,
    [ids],
  );
  await db.query('set local enable_nestloop = on');
  const sold = await db.query<{ n: number }>(
    `with inserted as (
       insert into alert_deliveries (search_id, uls, change_id, kind, old_price, new_price)
       select distinct on (d.search_id, c.id) d.search_id, c.uls, c.id, c.kind, c.old_price, c.new_price
         from listing_changes c
         join alert_deliveries d on d.uls = c.uls and d.sent_at is not null and d.kind <> 'sold'
         join saved_searches s on s.id = d.search_id and s.status = 'active'
        where c.id = any($1::bigint[]) and c.kind = 'sold'
       on conflict (search_id, change_id) do nothing
       returning 1
     )
     select count(*)::int as n from inserted`,
    [ids],
  );
  return { changes: ids.length, deliveries: (found[0]?.n ?? 0) + (sold[0]?.n ?? 0) };
}
