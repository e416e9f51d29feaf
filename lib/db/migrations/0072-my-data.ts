/**
 * A visitor's own data (Law 25, access and erasure):
 * - data_requests: one "My data" link asked for an address on a site (the signed link names
 *   the row, never the address); counted to keep strangers from flooding an address.
 * - erasure_requests: the visitor asked for erasure through that link; `email` is kept until
 *   the visitor is told it is done, then cleared.
 * - erasure_items: one lead of that address waiting for the site admin's decision
 *   (anonymise, or keep with a reason the law allows) before `due_at` (30 days).
 * - leads.anonymised_at: when its personal fields were blanked (erasure or retention).
 */
export const sql = `
create table data_requests (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  email text not null,
  locale text not null check (locale in ('fr', 'en')),
  ip_hash text,
  created_at timestamptz not null default now()
);

create index data_requests_email_idx on data_requests (lower(email), created_at);

create table erasure_requests (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  data_request_id bigint references data_requests(id) on delete set null,
  email text,
  locale text not null check (locale in ('fr', 'en')),
  requested_at timestamptz not null default now(),
  due_at timestamptz not null,
  searches_removed integer not null default 0,
  completed_at timestamptz
);

create index erasure_requests_site_idx on erasure_requests (site_id, requested_at desc);

create table erasure_items (
  id bigserial primary key,
  request_id bigint not null references erasure_requests(id) on delete cascade,
  site_id text not null references sites(id) on delete cascade,
  lead_id bigint references leads(id) on delete set null,
  due_at timestamptz not null,
  decision text check (decision in ('anonymised', 'kept')),
  keep_reason text,
  decided_at timestamptz,
  decided_by text,
  unique (request_id, lead_id)
);

create index erasure_items_open_idx on erasure_items (site_id, due_at) where decision is null;

alter table leads add column anonymised_at timestamptz;

create index leads_site_email_idx on leads (site_id, lower(email));
create index leads_retention_idx on leads (site_id, created_at) where anonymised_at is null;
`;
