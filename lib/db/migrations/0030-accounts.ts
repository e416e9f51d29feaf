/**
 * Accounts and roles: an editor account gets a preferred language and may be a
 * platform admin (every existing account becomes one: they could do everything before);
 * a role per site (site admin, editor, broker linked to one member of that site);
 * sessions remember the device and when they were last used; one-time tokens for
 * invitations and password resets; one activity log for every write.
 */
export const sql = `
alter table editors add column preferred_locale text not null default 'fr' check (preferred_locale in ('fr', 'en'));
alter table editors add column platform_admin boolean not null default false;
update editors set platform_admin = true;

create table site_roles (
  editor_id bigint not null references editors(id) on delete cascade,
  site_id text not null references sites(id) on delete cascade,
  role text not null check (role in ('site_admin', 'editor', 'broker')),
  member_id bigint references members(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (editor_id, site_id),
  check ((role = 'broker') = (member_id is not null))
);

create index site_roles_site_idx on site_roles (site_id);

alter table editor_sessions add column user_agent text;
alter table editor_sessions add column last_seen_at timestamptz not null default now();
alter table editor_sessions add column id bigserial;
create unique index editor_sessions_id_idx on editor_sessions (id);

create table account_tokens (
  token_hash text primary key,
  kind text not null check (kind in ('invitation', 'reset')),
  email text not null,
  editor_id bigint references editors(id) on delete cascade,
  site_id text references sites(id) on delete cascade,
  role text check (role in ('site_admin', 'editor', 'broker')),
  member_id bigint references members(id) on delete cascade,
  created_by bigint references editors(id) on delete set null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table activity (
  id bigserial primary key,
  at timestamptz not null default now(),
  editor_id bigint references editors(id) on delete set null,
  editor_name text not null,
  site_id text,
  entity text not null,
  entity_id text,
  action text not null,
  summary text not null default ''
);

create index activity_site_at_idx on activity (site_id, at desc);
`;
