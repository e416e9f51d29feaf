/**
 * Saved searches and new-listing alerts.
 * - saved_searches: one visitor's search on one site, with the record of consent,
 *   confirmation and unsubscription (CASL, Law 25). `criteria` is the search API's own
 *   filter object; the c_* columns hold the same values for set-based matching
 *   (lib/listings/criteria-sql.ts writes both from one definition; null = criterion not set).
 * - listing_changes: what happened to a listing (new, price drop, back on the market, sold),
 *   written by a trigger on listings so every writer (feed import, editor, demo feed) records
 *   them. Recorded only while some saved search is active (a fresh seed records nothing).
 * - alert_deliveries: a change of a listing for one search, unique per (search, change), so a
 *   listing is never sent twice for the same change; sent_at once it is in a queued e-mail.
 * - alert_digest_runs: the daily and weekly digest slots already done (one row per slot).
 */
export const sql = `
create table saved_searches (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  email text not null,
  locale text not null check (locale in ('fr', 'en')),
  frequency text not null check (frequency in ('instant', 'daily', 'weekly')),
  status text not null default 'pending' check (status in ('pending', 'active', 'paused', 'unsubscribed')),
  criteria jsonb not null,
  c_mun text[],
  c_type text[],
  c_price_min integer,
  c_price_max integer,
  c_bedrooms integer,
  c_bathrooms integer,
  c_transaction text,
  c_open_house boolean,
  c_sw_lat double precision,
  c_ne_lat double precision,
  c_sw_lng double precision,
  c_ne_lng double precision,
  member_id bigint references members(id) on delete set null,
  source_path text,
  origin text not null,
  lead_id bigint references leads(id) on delete set null,
  consent_text text not null,
  consented_at timestamptz not null,
  consent_ip_hash text,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  last_sent_at timestamptz
);

create index saved_searches_site_email_idx on saved_searches (site_id, lower(email));
create index saved_searches_site_created_idx on saved_searches (site_id, created_at desc);
-- The trigger's "is any search active?" probe, and the searches naming no municipality.
create index saved_searches_active_idx on saved_searches (id) where status = 'active';
create index saved_searches_active_any_mun_idx on saved_searches (id) where status = 'active' and c_mun is null;

create table listing_changes (
  id bigserial primary key,
  uls integer not null,
  kind text not null check (kind in ('new', 'price_drop', 'back_on_market', 'sold')),
  old_price integer,
  new_price integer,
  at timestamptz not null default now(),
  matched_at timestamptz
);

create index listing_changes_unmatched_idx on listing_changes (id) where matched_at is null;
create index listing_changes_at_idx on listing_changes (at);

create table alert_deliveries (
  id bigserial primary key,
  search_id bigint not null references saved_searches(id) on delete cascade,
  uls integer not null,
  change_id bigint not null,
  kind text not null,
  old_price integer,
  new_price integer,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (search_id, change_id)
);

create index alert_deliveries_unsent_idx on alert_deliveries (search_id) where sent_at is null;
create index alert_deliveries_watch_idx on alert_deliveries (uls, search_id);

create table alert_digest_runs (
  frequency text not null,
  slot timestamptz not null,
  done_at timestamptz not null default now(),
  primary key (frequency, slot)
);

alter table lead_outbox add column saved_search_id bigint references saved_searches(id) on delete cascade;

-- The function body puts its semicolons at line starts: lib/db/migrate.ts splits statements on ";" at line end.
create function record_listing_change() returns trigger language plpgsql as $fn$
begin
  if not exists (select 1 from saved_searches where status = 'active') then return null
  ; end if
  ; if tg_op = 'INSERT' then
      if new.status = 'active' then
        insert into listing_changes (uls, kind, new_price) values (new.uls, 'new', new.price)
      ; end if
  ; elsif new.status = 'active' and old.status <> 'active' then
      insert into listing_changes (uls, kind, old_price, new_price) values (new.uls, 'back_on_market', old.price, new.price)
  ; elsif new.status = 'sold' and old.status <> 'sold' then
      insert into listing_changes (uls, kind, old_price, new_price) values (new.uls, 'sold', old.price, coalesce(new.close_price, new.price))
  ; elsif new.status = 'active' and new.price < old.price then
      insert into listing_changes (uls, kind, old_price, new_price) values (new.uls, 'price_drop', old.price, new.price)
  ; end if
  ; return null
; end
$fn$;

create trigger listings_record_change after insert or update of status, price on listings
  for each row execute function record_listing_change();
`;
