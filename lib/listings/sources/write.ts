import type { Queryable } from '@/lib/db/types';
import { forgetCounts } from '../recent-counts';
import { heldBackColumns, heldBackFacts, type HeldBackFacts } from './held-back';
import type { ChangedListing, SourceListing, StoredFeedMedia } from './types';

export interface WriteResult {
  added: number;
  updated: number;
  changed: ChangedListing[];
}

const LISTING_COLUMNS = [
  'transaction', 'type', 'status', 'price', 'close_price', 'close_date', 'street', 'postal_code', 'mun_code', 'lat', 'lng',
  'bedrooms', 'bathrooms', 'area', 'lot_area', 'year_built', 'badge', 'open_house_dates', 'photos', 'photo_alts', 'slug', 'listed_at',
  'source_modified_at', 'contract_start', 'contract_end',
] as const;

const LISTING_RECORD = `source_key text, transaction text, type text, status text, price int, close_price int, close_date date,
  street text, postal_code text, mun_code text, lat float8, lng float8, bedrooms smallint, bathrooms numeric, area int,
  lot_area int, year_built smallint, badge text, open_house_dates jsonb, slug text, listed_at timestamptz,
  source_modified_at timestamptz, contract_start date, contract_end date`;
// What the listing statement reads of a row (its photos come from listing_media).
const RECORD_FIELDS = ['source_key', ...LISTING_COLUMNS.filter((c) => c !== 'photos' && c !== 'photo_alts')] as const;
const DETAILS_RECORD = 'source_key text, description jsonb, broker jsonb, office jsonb, source_data jsonb';

/**
 * A feed listing's photos (the copies pages show, in the feed's order) and their alt texts from
 * listing_media ($1: the feed). The feed describes a photo in one language: both get it.
 */
const PHOTOS_OF = (key: string) => `
  select jsonb_agg(m.url order by m.position, m.media_key) as photos,
         jsonb_agg(case when m.alt = '' then '{}'::jsonb else jsonb_build_object('fr', m.alt, 'en', m.alt) end
                   order by m.position, m.media_key) as photo_alts
    from listing_media m where m.feed_id = $1 and m.listing_key = ${key} and m.url <> ''`;

const list = (prefix: string) => LISTING_COLUMNS.map((c) => `${prefix}${c}`).join(', ');

/**
 * Upserts one page of a feed's listings in two statements (listings, then their details),
 * whatever the page's size: set-based, so a full load of 100,000 listings is a few hundred
 * statements. A row is rewritten only when a value differs, so an unchanged listing costs
 * no dead tuple and no page invalidation. Photos come from listing_media (the Media phase
 * runs first), in the feed's order.
 */
export async function upsertFeedListings(db: Queryable, feedId: number, rows: SourceListing[]): Promise<WriteResult> {
  if (rows.length === 0) return { added: 0, updated: 0, changed: [] };
  // The last record of a key wins when a page repeats one.
  const unique = [...new Map(rows.map((r) => [r.source_key, r])).values()];
  // Each statement gets only its own columns: the feed's raw record (source_data) is most of
  // a page, and the database parses all of a payload.
  const listingPayload = JSON.stringify(unique.map((r) => {
    const record: Record<string, unknown> = {};
    for (const field of RECORD_FIELDS) record[field] = r[field];
    return record;
  }));
  const detailsPayload = JSON.stringify(unique.map(({ source_key, description, broker, office, source_data }) => ({ source_key, description, broker, office, source_data })));
  const written = await db.query<HeldBackFacts & { uls: number; inserted: boolean }>(
    `with input as (select * from jsonb_to_recordset($2::jsonb) as r(${LISTING_RECORD})),
     shaped as (
       select i.*, coalesce(p.photos, '[]'::jsonb) as photos, coalesce(p.photo_alts, '[]'::jsonb) as photo_alts
         from input i left join lateral (${PHOTOS_OF('i.source_key')}) p on true)
     insert into listings (uls, source, feed_id, source_key, ${list('')})
     select nextval('listing_uls_seq'), 'reso', $1, s.source_key, ${list('s.')} from shaped s
     on conflict (feed_id, source_key) do update set ${LISTING_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}
       where (${list('listings.')}) is distinct from (${list('excluded.')})
     returning uls, (xmax = 0) as inserted, ${heldBackColumns('listings')}`,
    [feedId, listingPayload],
  );
  const details = await db.query<{ uls: number }>(
    `with input as (select * from jsonb_to_recordset($2::jsonb) as r(${DETAILS_RECORD}))
     insert into listing_details (uls, description, broker, office, source_data)
     select l.uls, i.description, i.broker, i.office, i.source_data
       from input i join listings l on l.feed_id = $1 and l.source_key = i.source_key
     on conflict (uls) do update set description = excluded.description, broker = excluded.broker,
       office = excluded.office, source_data = excluded.source_data
       where (listing_details.description, listing_details.broker, listing_details.office, listing_details.source_data)
         is distinct from (excluded.description, excluded.broker, excluded.office, excluded.source_data)
     returning uls`,
    [feedId, detailsPayload],
  );
  const added = written.filter((w) => w.inserted).length;
  // The rows in hand: the broker from the page, the rules' facts from the upsert's own rows;
  // only a listing whose details alone changed is read back.
  const brokerOf = new Map(unique.map((r) => [r.source_key, r.broker?.name ?? '']));
  const changed: ChangedListing[] = written.map((w) => ({ uls: Number(w.uls), broker: brokerOf.get(w.source_key) ?? '', stored: heldBackFacts(w) }));
  const seen = new Set(changed.map((c) => c.uls));
  changed.push(...(await brokersOf(db, details.map((d) => Number(d.uls)).filter((uls) => !seen.has(uls)))));
  if (changed.length > 0) forgetCounts();
  return { added, updated: changed.length - added, changed };
}

async function brokersOf(db: Queryable, uls: number[]): Promise<ChangedListing[]> {
  if (uls.length === 0) return [];
  const rows = await db.query<HeldBackFacts & { uls: number; broker: string | null }>(
    `select l.uls, d.broker->>'name' as broker, ${heldBackColumns('l')}
       from listings l left join listing_details d on d.uls = l.uls where l.uls = any($1::int[])`,
    [uls],
  );
  return rows.map((r) => ({ uls: Number(r.uls), broker: r.broker ?? '', stored: heldBackFacts(r) }));
}

/** Removes a feed's listings by key (a "Delete" status), returning what their pages showed. */
export async function deleteFeedListings(db: Queryable, feedId: number, keys: string[]): Promise<ChangedListing[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ uls: number; broker: string | null }>(
    `select l.uls, d.broker->>'name' as broker from listings l left join listing_details d on d.uls = l.uls
      where l.feed_id = $1 and l.source_key = any($2::text[])`,
    [feedId, keys],
  );
  return removeUls(db, rows);
}

/**
 * Removes the feed's listings that are no longer in its full key list (the feeds send no
 * tombstones). NOT EXISTS plans as a hash anti-join, which spills to disk when the keys
 * outgrow work_mem (NOT IN would fall back to a scan of the list per row: quadratic).
 */
export async function deleteFeedListingsNotIn(db: Queryable, feedId: number, keys: string[]): Promise<ChangedListing[]> {
  const rows = await db.query<{ uls: number; broker: string | null }>(
    `select l.uls, d.broker->>'name' as broker from listings l left join listing_details d on d.uls = l.uls
      where l.feed_id = $1 and not exists (select 1 from unnest($2::text[]) as k(key) where k.key = l.source_key)`,
    [feedId, keys],
  );
  return removeUls(db, rows);
}

async function removeUls(db: Queryable, rows: { uls: number; broker: string | null }[]): Promise<ChangedListing[]> {
  if (rows.length === 0) return [];
  await db.query('delete from listings where uls = any($1::int[])', [rows.map((r) => r.uls)]);
  forgetCounts();
  return rows.map((r) => ({ uls: Number(r.uls), broker: r.broker ?? '', stored: null }));
}

/**
 * Upserts one page of Media records and refreshes the photos of the listings they belong
 * to; returns the listings whose photo list changed. `holdsListings: false` (the feed holds
 * no listing yet: a first load, whose listings gather their photos as they are inserted)
 * skips the refresh, which would look up every record's listing for nothing.
 */
export async function upsertFeedMedia(
  db: Queryable,
  feedId: number,
  media: StoredFeedMedia[],
  { holdsListings = true }: { holdsListings?: boolean } = {},
): Promise<{ photos: number; changed: ChangedListing[] }> {
  if (media.length === 0) return { photos: 0, changed: [] };
  const unique = [...new Map(media.map((m) => [m.media_key, m])).values()];
  const written = await db.query<{ listing_key: string }>(
    `insert into listing_media (feed_id, media_key, listing_key, feed_url, url, position, alt, category, modified_at)
     select $1, media_key, listing_key, feed_url, url, position, alt, category, modified_at
       from jsonb_to_recordset($2::jsonb) as r(media_key text, listing_key text, feed_url text, url text, position int,
            alt text, category text, modified_at timestamptz)
     on conflict (feed_id, media_key) do update set listing_key = excluded.listing_key, feed_url = excluded.feed_url,
       url = excluded.url, position = excluded.position, alt = excluded.alt, category = excluded.category,
       modified_at = excluded.modified_at
       where (listing_media.listing_key, listing_media.url, listing_media.position, listing_media.alt, listing_media.modified_at)
         is distinct from (excluded.listing_key, excluded.url, excluded.position, excluded.alt, excluded.modified_at)
     returning listing_key`,
    [feedId, JSON.stringify(unique)],
  );
  if (!holdsListings) return { photos: written.length, changed: [] };
  const keys = [...new Set(written.map((w) => w.listing_key))];
  return { photos: written.length, changed: await refreshPhotos(db, feedId, keys) };
}

/** Removes media records by key (the deletion pass), then refreshes their listings' photos. */
export async function deleteFeedMediaNotIn(db: Queryable, feedId: number, mediaKeys: string[]): Promise<ChangedListing[]> {
  const removed = await db.query<{ listing_key: string }>(
    `delete from listing_media m where m.feed_id = $1
       and not exists (select 1 from unnest($2::text[]) as k(key) where k.key = m.media_key) returning m.listing_key`,
    [feedId, mediaKeys],
  );
  return refreshPhotos(db, feedId, [...new Set(removed.map((r) => r.listing_key))]);
}

async function refreshPhotos(db: Queryable, feedId: number, listingKeys: string[]): Promise<ChangedListing[]> {
  if (listingKeys.length === 0) return [];
  // Only the listings we hold: on a full load the Media phase runs before any listing exists,
  // and their photos are gathered as they are inserted.
  const rows = await db.query<{ uls: number }>(
    `with held as (select l.uls, l.source_key from listings l where l.feed_id = $1 and l.source_key = any($2::text[]))
     update listings l set photos = p.photos, photo_alts = p.photo_alts
       from (select h.uls, coalesce(a.photos, '[]'::jsonb) as photos, coalesce(a.photo_alts, '[]'::jsonb) as photo_alts
               from held h left join lateral (${PHOTOS_OF('h.source_key')}) a on true) p
      where l.uls = p.uls and (l.photos, l.photo_alts) is distinct from (p.photos, p.photo_alts)
      returning l.uls`,
    [feedId, listingKeys],
  );
  return brokersOf(db, rows.map((r) => Number(r.uls)));
}
