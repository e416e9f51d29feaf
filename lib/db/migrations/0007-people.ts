/**
 * People and places (spec 001 "Members", "Offices", "Partners"): the collections that member,
 * office and partner blocks show. Localised values are jsonb objects keyed by locale
 * ({"fr": …, "en": …}); images are {"url", "alt"} (alt localised where it matters).
 * Members point to their office by slug, so an office can be re-created without losing them.
 */
export const sql = `
create table offices (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  slug text not null,
  name jsonb not null,
  photo jsonb,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  address_street jsonb not null default '{}',
  address_city jsonb not null default '{}',
  postal_code text not null default '',
  phone_display text not null default '',
  phone_international text not null default '',
  email text not null default '',
  opening_hours jsonb not null default '[]',
  position integer not null default 0,
  updated_at timestamptz not null default now(),
  unique (site_id, slug)
);

create table members (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  slug text not null,
  kind text not null check (kind in ('broker', 'team', 'administrator', 'director')),
  name text not null,
  licence_title jsonb not null default '{}',
  agency text not null default '',
  office_slug text,
  avatar jsonb,
  subtitle jsonb not null default '{}',
  bio jsonb not null default '{}',
  phone_display text not null default '',
  phone_international text not null default '',
  email text not null default '',
  languages text[] not null default '{}',
  social_links jsonb not null default '[]',
  programs jsonb not null default '[]',
  team_member_slugs text[] not null default '{}',
  position integer not null default 0,
  updated_at timestamptz not null default now(),
  unique (site_id, slug)
);

create index members_site_kind_idx on members (site_id, kind, position);
create index members_site_office_idx on members (site_id, office_slug);

create table partners (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  image jsonb,
  avatar jsonb,
  title jsonb not null default '{}',
  subtitle jsonb not null default '{}',
  description jsonb not null default '{}',
  list_items jsonb not null default '[]',
  tags jsonb not null default '[]',
  position integer not null default 0,
  updated_at timestamptz not null default now()
);

create table bank_partners (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  name text not null,
  logo jsonb,
  employees jsonb not null default '[]',
  position integer not null default 0,
  updated_at timestamptz not null default now()
);
`;
