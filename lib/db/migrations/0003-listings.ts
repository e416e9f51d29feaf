/**
 * Listings service: municipalities (official 5-digit MUN_CODE) and property listings.
 * Search reads only active listings, so the indexes are partial on status = 'active'; they
 * INCLUDE the filter and sort columns so counts, marker lists and page ids are index-only
 * scans (the wide text lives in listing_details, read for one listing at a time).
 * Spatial filter: PGlite has no PostGIS; a btree on (lat, lng) answers the map viewport
 * (range on lat, filter on lng) and measured as fast as a GiST on point(lng, lat) here
 * (see scripts/bench-search.mjs), with simpler SQL.
 */
export const sql = `
create table municipalities (
  mun_code text primary key check (mun_code ~ '^[0-9]{5}$'),
  description text not null,
  region text not null,
  lat double precision not null,
  lng double precision not null,
  population integer not null default 0
);

create table listings (
  uls integer primary key,
  transaction text not null check (transaction in ('sale', 'rent')),
  type text not null check (type in ('maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm')),
  status text not null default 'active' check (status in ('active', 'sold')),
  price integer not null check (price >= 0),
  street text not null,
  postal_code text not null default '',
  mun_code text not null references municipalities(mun_code),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  bedrooms smallint check (bedrooms >= 0),
  bathrooms numeric(3, 1) check (bathrooms >= 0),
  area integer check (area > 0),
  lot_area integer check (lot_area > 0),
  year_built smallint,
  badge text check (badge in ('sold', 'open-house', 'new', 'new-build', 'rent', 'foreclosed', 'collection', 'commercial')),
  open_house_dates jsonb not null default '[]',
  open_house_until timestamptz,
  photos jsonb not null default '[]',
  slug text not null,
  listed_at timestamptz not null default now()
);

create table listing_details (
  uls integer primary key references listings(uls) on delete cascade,
  description jsonb not null default '{}',
  broker jsonb not null default '{}',
  office jsonb not null default '{}'
);

create index listings_active_listed_idx on listings (listed_at desc, uls desc)
  include (price, type, transaction, bedrooms, bathrooms, lat, lng) where status = 'active';

create index listings_active_price_idx on listings (price, uls)
  include (listed_at, type, transaction, bedrooms, bathrooms, lat, lng) where status = 'active';

create index listings_active_mun_idx on listings (mun_code, type, price)
  include (transaction, bedrooms, bathrooms, listed_at, open_house_until, uls, lat, lng) where status = 'active';

create index listings_active_latlng_idx on listings (lat, lng)
  include (type, price, transaction, bedrooms, bathrooms, listed_at, uls) where status = 'active';

create index listings_open_house_idx on listings (open_house_until) where status = 'active' and open_house_until is not null;
`;
