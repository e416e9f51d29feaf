import { invalidateListingPages } from '@/lib/listings/invalidate';
import type { Database, Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import { mediaIdOfUrl } from '@/lib/media/urls';
import { normalizeCanadianPostalCode } from '../canadian-postal-code';
import { montrealToUtcIso } from '../montreal-time';
import { slugify } from '../paths';
import type { Broker, Office } from '../types';
import { badgeOf } from './badge';
import { keepContractEndSchedule } from './contract-end-schedule';
import { manualListingSchema, SQFT_PER_UNIT, type ManualListing, type ManualListingInput } from './manual-input';
import { recordListingVersion } from './manual-versions';
import type { StoredStatus } from './types';

export type SaveResult = { ok: true; uls: number; changed: number[]; version: number } | { ok: false; status: 400 | 404; error: string; field?: string };

interface Prepared {
  row: Record<string, unknown>;
  details: { description: ManualListing['description']; broker: Broker; office: Office; source_data: Record<string, unknown> };
}

async function prepare(db: Queryable, siteId: string, input: ManualListing, listedAt: string, now: Date): Promise<Prepared | SaveResult> {
  const mun = await db.query<{ description: string }>('select description from municipalities where mun_code = $1', [input.mun_code]);
  if (!mun[0]) return { ok: false, status: 400, error: 'unknown municipality', field: 'mun_code' };
  const brokers = input.broker_ids.length
    ? await db.query<{ id: number; name: string; licence_title: Broker['title']; phone_display: string; email: string; office_slug: string | null }>(
        `select id, name, licence_title, phone_display, email, office_slug from members
          where site_id = $1 and id = any($2::bigint[]) and kind in ('broker', 'team')`,
        [siteId, input.broker_ids],
      )
    : [];
  if (brokers.length !== new Set(input.broker_ids).size) return { ok: false, status: 400, error: 'unknown broker', field: 'broker_ids' };
  const ordered = input.broker_ids.map((id) => brokers.find((b) => Number(b.id) === id)!);
  const first = ordered[0];
  const office = first?.office_slug
    ? (await db.query<{ name: Record<string, string>; address_street: Record<string, string>; address_city: Record<string, string>; phone_display: string }>(
        'select name, address_street, address_city, phone_display from offices where site_id = $1 and slug = $2',
        [siteId, first.office_slug],
      ))[0]
    : undefined;
  // Each photo's alt from its library item (a picked or uploaded photo is one), in order.
  const ids = input.photos.map((url) => mediaIdOfUrl(url));
  const library = ids.some(Boolean)
    ? new Map(
        (await db.query<{ id: string; alt: Localized | null }>('select id, alt from media where site_id = $1 and id = any($2::text[])', [siteId, ids.filter(Boolean)])).map(
          (m) => [m.id, m.alt ?? {}],
        ),
      )
    : new Map<string, Localized>();
  const photo_alts = ids.map((id) => (id ? (library.get(id) ?? {}) : {}));
  const street = input.unit ? `${input.street}, app. ${input.unit}` : input.street;
  const open_house_dates = input.open_houses.map((o) => ({ start: montrealToUtcIso(o.date, o.start), end: montrealToUtcIso(o.date, o.end) }));
  const toSqft = (value: number | null, unit: keyof typeof SQFT_PER_UNIT) => (value === null ? null : Math.max(1, Math.round(value * SQFT_PER_UNIT[unit])));
  const status: StoredStatus = input.status;
  const row = {
    transaction: input.transaction,
    type: input.type,
    status,
    price: input.price,
    close_price: input.close_price,
    close_date: input.close_date,
    street,
    postal_code: normalizeCanadianPostalCode(input.postal_code) ?? '',
    mun_code: input.mun_code,
    lat: input.lat,
    lng: input.lng,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    area: toSqft(input.area, input.area_unit),
    lot_area: toSqft(input.lot_area, input.lot_unit),
    year_built: input.year_built,
    badge: null as string | null,
    open_house_dates,
    open_house_until: open_house_dates.map((o) => o.end).sort().at(-1) ?? null,
    photos: input.photos,
    photo_alts,
    slug: slugify(`${input.street} ${mun[0].description}`) || 'propriete',
    listed_at: listedAt,
    contract_start: input.contract_start,
    contract_end: input.contract_end,
  };
  row.badge = badgeOf({ ...row, listed_at: listedAt }, now);
  return {
    row,
    details: {
      description: input.description,
      broker: first ? { name: first.name, title: first.licence_title ?? {}, phone: first.phone_display, email: first.email } : { name: '', title: {}, phone: '', email: '' },
      office: office
        ? { name: office.name.fr ?? office.name.en ?? '', address: [office.address_street.fr, office.address_city.fr].filter(Boolean).join(', '), phone: office.phone_display }
        : { name: '', address: '', phone: '' },
      source_data: { site_id: siteId, broker_ids: input.broker_ids, features: input.features, video_url: input.video_url, input },
    },
  };
}

const COLUMNS = [
  'transaction', 'type', 'status', 'price', 'close_price', 'close_date', 'street', 'postal_code', 'mun_code', 'lat', 'lng', 'bedrooms',
  'bathrooms', 'area', 'lot_area', 'year_built', 'badge', 'open_house_dates', 'open_house_until', 'photos', 'photo_alts', 'slug', 'listed_at',
  'contract_start', 'contract_end',
] as const;

const json = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

/**
 * Creates (uls null) or updates a hand-managed listing of the site, in one transaction, then
 * expires the pages that show it (its page, search, featured/sold blocks, broker profile).
 * Each saved state is kept as the listing's next version, signed `by` (the person's name), and
 * its contract end as its pending withdrawal (contract-end-schedule.ts).
 */
export async function saveManualListing(db: Database, siteId: string, uls: number | null, raw: ManualListingInput, now = new Date(), by = ''): Promise<SaveResult> {
  const result = await db.transaction((tx) => saveManualListingIn(tx, siteId, uls, raw, now, by));
  // After the commit (invalidateListingPages also forgets the memoised counts): a search
  // counted between a clear inside the transaction and its commit would be remembered stale.
  if (result.ok) invalidateListingPages(result.changed);
  return result;
}

/**
 * The save itself, inside the caller's transaction (an approval saves the listing and records
 * its decision together). The caller expires the listing's pages after the commit.
 */
export async function saveManualListingIn(tx: Queryable, siteId: string, uls: number | null, raw: ManualListingInput, now: Date, by: string): Promise<SaveResult> {
  const parsed = manualListingSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, status: 400, error: issue?.message ?? 'invalid', field: issue?.path.join('.') };
  }
  let listedAt = now.toISOString();
  if (uls !== null) {
    const existing = await tx.query<{ listed_at: Date | string }>(
      `select l.listed_at from listings l join listing_details d on d.uls = l.uls
        where l.uls = $1 and l.source = 'manual' and d.source_data->>'site_id' = $2 for update of l`,
      [uls, siteId],
    );
    if (!existing[0]) return { ok: false, status: 404, error: 'no such listing on this site' } as const;
    listedAt = new Date(existing[0].listed_at).toISOString();
  }
  const prepared = await prepare(tx, siteId, parsed.data, listedAt, now);
  if ('ok' in prepared) return prepared;
  const values = COLUMNS.map((c) => json(prepared.row[c]));
  let id = uls;
  if (id === null) {
    const rows = await tx.query<{ uls: number }>(
      `insert into listings (uls, source, ${COLUMNS.join(', ')})
       values (nextval('listing_uls_seq'), 'manual', ${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) returning uls`,
      values,
    );
    id = Number(rows[0]!.uls);
  } else {
    await tx.query(`update listings set ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where uls = $1`, [id, ...values]);
  }
  const d = prepared.details;
  await tx.query(
    `insert into listing_details (uls, description, broker, office, source_data) values ($1, $2, $3, $4, $5)
     on conflict (uls) do update set description = excluded.description, broker = excluded.broker, office = excluded.office,
       source_data = excluded.source_data`,
    [id, JSON.stringify(d.description), JSON.stringify(d.broker), JSON.stringify(d.office), JSON.stringify(d.source_data)],
  );
  await keepContractEndSchedule(tx, siteId, id, parsed.data, now);
  const version = await recordListingVersion(tx, siteId, id, parsed.data, by);
  return { ok: true, uls: id, changed: [id], version } as const;
}

export interface ManualListingRow {
  uls: number;
  street: string;
  municipality: string;
  status: StoredStatus;
  transaction: 'sale' | 'rent';
  price: number;
  listed_at: string;
  brokers: string;
  slug: string;
  /** 'manual' (edited here) or 'reso' (the feed's: read-only here, feed_name says which). */
  source: 'manual' | 'reso' | 'demo';
  feed_name: string | null;
  /** The brokerage contract's last day ('YYYY-MM-DD', Québec calendar), or null. */
  contract_end: string | null;
}

export interface ManualListingQuery {
  q?: string;
  status?: StoredStatus | '';
  sort?: 'newest' | 'oldest' | 'price_desc' | 'price_asc';
  limit?: number;
  /** Only the listings this member is listed on (a broker's own). */
  memberId?: number | null;
}

const SORT: Record<NonNullable<ManualListingQuery['sort']>, string> = {
  newest: 'l.listed_at desc, l.uls desc',
  oldest: 'l.listed_at asc, l.uls asc',
  price_desc: 'l.price desc, l.uls desc',
  price_asc: 'l.price asc, l.uls asc',
};

/**
 * The site's listings of the workspace, searched by address, number or broker, filtered by
 * status: the hand-managed ones and those of the site's RESO feeds (shown read-only). A
 * broker's (memberId): the hand-managed ones they are listed on and the feed listings whose
 * ListAgentKey is their member's feed key.
 */
export async function listManualListings(db: Queryable, siteId: string, query: ManualListingQuery = {}): Promise<ManualListingRow[]> {
  const params: unknown[] = [siteId];
  const where = [
    // The demo feed writes the generator's listings without a feed id: a site with that feed shows them all.
    `((l.source = 'manual' and d.source_data->>'site_id' = $1)
      or (l.source = 'reso' and l.feed_id in (select f.id from feeds f where f.site_id = $1))
      or (l.source = 'demo' and exists (select 1 from feeds f where f.site_id = $1 and f.kind = 'demo')))`,
  ];
  const q = query.q?.trim().slice(0, 100).replace(/\u0000/g, '');
  if (q) {
    params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(l.street ilike $${params.length} or l.uls::text like $${params.length} or d.broker->>'name' ilike $${params.length} or m.description ilike $${params.length})`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`l.status = $${params.length}`);
  }
  if (query.memberId != null) {
    params.push(JSON.stringify([query.memberId]), query.memberId);
    where.push(`(d.source_data->'broker_ids' @> $${params.length - 1}::jsonb
      or (l.source = 'reso' and d.source_data->>'list_agent_key' = (select k.feed_agent_key from members k where k.site_id = $1 and k.id = $${params.length})))`);
  }
  params.push(Math.min(Math.max(1, query.limit ?? 200), 500));
  return db.query<ManualListingRow>(
    `select l.uls, l.street, m.description as municipality, l.status, l.transaction, l.price, l.listed_at, l.slug,
            coalesce(d.broker->>'name', '') as brokers, l.source,
            coalesce((select f.name from feeds f where f.id = l.feed_id),
                     case when l.source = 'demo' then (select f.name from feeds f where f.site_id = $1 and f.kind = 'demo' order by f.id limit 1) end) as feed_name,
            l.contract_end::text as contract_end
       from listings l join listing_details d on d.uls = l.uls join municipalities m on m.mun_code = l.mun_code
      where ${where.join(' and ')}
      order by ${SORT[query.sort ?? 'newest']} limit $${params.length}`,
    params,
  );
}

/** The form values of one of the site's hand-managed listings, or null. */
export async function getManualListing(db: Queryable, siteId: string, uls: number): Promise<ManualListing | null> {
  if (!Number.isSafeInteger(uls) || uls < 1 || uls > 2_147_483_647) return null;
  const rows = await db.query<{ input: ManualListing }>(
    `select d.source_data->'input' as input from listings l join listing_details d on d.uls = l.uls
      where l.uls = $1 and l.source = 'manual' and d.source_data->>'site_id' = $2`,
    [uls, siteId],
  );
  return rows[0]?.input ?? null;
}
