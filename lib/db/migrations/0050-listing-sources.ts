/**
 * Listings from sources (lib/listings/sources): the demo feed (the generator), listings managed
 * by hand at /qa/listings, and RESO Web API feeds.
 * - `feeds`: one per site and provider; the client secret is stored encrypted
 *   (lib/listings/sources/secret.ts) and never read back by any screen or API. The checkpoint
 *   (per resource: last ModificationTimestamp and key seen) is written after each page, so a
 *   run that dies resumes where it stopped.
 * - `feed_runs`: one row per run, what an admin sees at /qa/feeds.
 * - `listing_media`: the feed's Media records, tracked by their own modification timestamp
 *   (a photo change does not always change the listing's); `url` is what pages show (see
 *   lib/listings/sources/reso/photo-store.ts), `feed_url` the provider's; listings.photos is
 *   derived from it, in order.
 * - listings carry their source and the feed's key; statuses widen to the five an editor
 *   picks (search and listing pages still read only active and sold).
 * - Imported uls come from a sequence above the generator's 8-digit range, so they never clash.
 */
export const sql = `
create table feeds (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  name text not null,
  kind text not null check (kind in ('demo', 'reso')),
  url text not null default '',
  token_url text not null default '',
  client_id text not null default '',
  client_secret_enc text not null default '',
  scope text not null default '',
  resource text not null default 'Property',
  page_size integer not null default 500 check (page_size between 1 and 10000),
  interval_minutes integer not null default 15 check (interval_minutes between 1 and 10080),
  deletions_interval_minutes integer not null default 360 check (deletions_interval_minutes between 1 and 10080),
  enabled boolean not null default true,
  attribution jsonb not null default '{}',
  checkpoint jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index feeds_site_idx on feeds (site_id);

create table feed_runs (
  id bigserial primary key,
  feed_id bigint not null references feeds(id) on delete cascade,
  trigger text not null default 'schedule' check (trigger in ('schedule', 'manual', 'cli')),
  state text not null default 'running' check (state in ('running', 'ok', 'failed', 'stopped')),
  started_at timestamptz not null default now(),
  duration_ms integer,
  added integer not null default 0,
  updated integer not null default 0,
  removed integer not null default 0,
  photos integer not null default 0,
  warnings integer not null default 0,
  warning_messages jsonb not null default '[]',
  error text
);

create index feed_runs_feed_idx on feed_runs (feed_id, started_at desc);

create sequence listing_uls_seq start with 100000001 maxvalue 2147483647;

alter table listings
  add column source text not null default 'demo' check (source in ('demo', 'manual', 'reso')),
  add column feed_id bigint references feeds(id) on delete cascade,
  add column source_key text,
  add column source_modified_at timestamptz,
  add column close_price integer check (close_price >= 0),
  add column close_date date;

alter table listings drop constraint listings_status_check;
alter table listings add constraint listings_status_check
  check (status in ('active', 'conditional', 'sold', 'expired', 'withdrawn'));

create unique index listings_feed_key_idx on listings (feed_id, source_key);

alter table listing_details
  add column source_data jsonb not null default '{}';

create table listing_media (
  feed_id bigint not null references feeds(id) on delete cascade,
  media_key text not null,
  listing_key text not null,
  feed_url text not null,
  url text not null,
  position integer not null default 0,
  alt text not null default '',
  category text not null default '',
  modified_at timestamptz,
  primary key (feed_id, media_key)
);

create index listing_media_listing_idx on listing_media (feed_id, listing_key, position);

alter table members add column feed_agent_key text;
alter table offices add column feed_office_key text;
create index members_feed_agent_idx on members (site_id, feed_agent_key) where feed_agent_key is not null;
create index offices_feed_office_idx on offices (site_id, feed_office_key) where feed_office_key is not null;
`;
