import type { Queryable } from '@/lib/db/types';
import type { Badge, OpenHouse } from '../types';
import { badgeOf } from './badge';
import { heldBackColumns, heldBackFacts, type HeldBackFacts } from './held-back';
import type { ChangedListing, FeedOpenHouse, SourceListing } from './types';

/**
 * A feed's open houses (the RESO OpenHouse resource), kept in listing_open_houses like its
 * photos in listing_media: the listing's open_house_dates (the listing page), open_house_until
 * (the search's "open house" filter) and badge are derived from the rows not cancelled.
 */

const CANCELLED = `lower(o.status) not in ('cancelled', 'canceled')`;

/** Upserts one page of OpenHouse records; returns the keys of the listings whose open houses changed. */
export async function upsertFeedOpenHouses(db: Queryable, feedId: number, items: FeedOpenHouse[]): Promise<string[]> {
  if (items.length === 0) return [];
  const unique = [...new Map(items.map((o) => [o.open_house_key, o])).values()];
  const written = await db.query<{ listing_key: string }>(
    `insert into listing_open_houses (feed_id, open_house_key, listing_key, start_at, end_at, status, modified_at)
     select $1, open_house_key, listing_key, start, "end", status, modified_at
       from jsonb_to_recordset($2::jsonb) as r(open_house_key text, listing_key text, start timestamptz, "end" timestamptz, status text, modified_at timestamptz)
     on conflict (feed_id, open_house_key) do update set listing_key = excluded.listing_key, start_at = excluded.start_at,
       end_at = excluded.end_at, status = excluded.status, modified_at = excluded.modified_at
       where (listing_open_houses.listing_key, listing_open_houses.start_at, listing_open_houses.end_at, listing_open_houses.status)
         is distinct from (excluded.listing_key, excluded.start_at, excluded.end_at, excluded.status)
     returning listing_key`,
    [feedId, JSON.stringify(unique)],
  );
  return [...new Set(written.map((w) => w.listing_key))];
}

/** Removes the open houses that left the feed (the deletion pass); returns their listings' keys. */
export async function deleteFeedOpenHousesNotIn(db: Queryable, feedId: number, keys: string[]): Promise<string[]> {
  const removed = await db.query<{ listing_key: string }>(
    `delete from listing_open_houses o where o.feed_id = $1
       and not exists (select 1 from unnest($2::text[]) as k(key) where k.key = o.open_house_key) returning o.listing_key`,
    [feedId, keys],
  );
  return [...new Set(removed.map((r) => r.listing_key))];
}

async function openHousesOf(db: Queryable, feedId: number, listingKeys: string[]): Promise<Map<string, OpenHouse[]>> {
  const out = new Map<string, OpenHouse[]>();
  if (listingKeys.length === 0) return out;
  const rows = await db.query<{ listing_key: string; start_at: Date | string; end_at: Date | string }>(
    `select o.listing_key, o.start_at, o.end_at from listing_open_houses o
      where o.feed_id = $1 and o.listing_key = any($2::text[]) and ${CANCELLED} order by o.listing_key, o.start_at, o.open_house_key`,
    [feedId, listingKeys],
  );
  for (const r of rows) {
    const list = out.get(r.listing_key) ?? [];
    list.push({ start: new Date(r.start_at).toISOString(), end: new Date(r.end_at).toISOString() });
    out.set(r.listing_key, list);
  }
  return out;
}

/** A page of mapped listings given their open houses (and the badge they make) before it is written. */
export async function withOpenHouses(db: Queryable, feedId: number, listings: SourceListing[], now: Date): Promise<void> {
  const byKey = await openHousesOf(db, feedId, listings.map((l) => l.source_key));
  for (const listing of listings) {
    listing.open_house_dates = byKey.get(listing.source_key) ?? [];
    listing.badge = badgeOf(listing, now);
  }
}

/**
 * Writes the open houses of these listings onto them (dates, the search's open_house_until,
 * the badge) where something differs; returns the listings whose pages change.
 */
export async function applyOpenHouses(db: Queryable, feedId: number, listingKeys: string[], now: Date): Promise<ChangedListing[]> {
  if (listingKeys.length === 0) return [];
  const byKey = await openHousesOf(db, feedId, listingKeys);
  const rows = await db.query<{
    source_key: string; status: SourceListing['status']; transaction: SourceListing['transaction']; type: SourceListing['type'];
    year_built: number | null; listed_at: Date | string;
  }>(
    'select source_key, status, transaction, type, year_built, listed_at from listings where feed_id = $1 and source_key = any($2::text[])',
    [feedId, listingKeys],
  );
  const updates = rows.map((r) => {
    const open_house_dates = byKey.get(r.source_key) ?? [];
    const badge: Badge | null = badgeOf({ ...r, listed_at: new Date(r.listed_at).toISOString(), open_house_dates }, now);
    return { key: r.source_key, dates: open_house_dates, until: open_house_dates.map((o) => o.end).sort().at(-1) ?? null, badge };
  });
  if (updates.length === 0) return [];
  const changed = await db.query<HeldBackFacts & { uls: number; broker: string | null }>(
    `with u as (select * from jsonb_to_recordset($2::jsonb) as r(key text, dates jsonb, until timestamptz, badge text)),
     done as (
       update listings l set open_house_dates = u.dates, open_house_until = u.until, badge = u.badge from u
        where l.feed_id = $1 and l.source_key = u.key
          and (l.open_house_dates, l.open_house_until, l.badge) is distinct from (u.dates, u.until, u.badge)
       returning l.uls, ${heldBackColumns('l')})
     select done.*, d.broker->>'name' as broker from done left join listing_details d on d.uls = done.uls`,
    [feedId, JSON.stringify(updates)],
  );
  return changed.map((r) => ({ uls: Number(r.uls), broker: r.broker ?? '', stored: heldBackFacts(r) }));
}
