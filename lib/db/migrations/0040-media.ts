/**
 * The media library: one row per file of a site, its bytes behind the storage
 * interface (lib/media/storage.ts). media_blobs is the database storage: one row per stored
 * object (an original or a generated size) in parts of 1 MB, bytea on PGlite and PostgreSQL alike.
 */
export const sql = `
create table media (
  id text primary key,
  site_id text not null references sites(id) on delete cascade,
  kind text not null check (kind in ('image', 'document')),
  mime text not null,
  bytes bigint not null check (bytes >= 0),
  width integer,
  height integer,
  hash text not null,
  file_name text not null,
  title text not null default '',
  alt jsonb not null default '{}',
  caption text not null default '',
  tags text[] not null default '{}',
  focal_x real not null default 50 check (focal_x between 0 and 100),
  focal_y real not null default 50 check (focal_y between 0 and 100),
  download_only boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index media_site_created_idx on media (site_id, created_at desc);

create table media_blobs (
  key text not null,
  part integer not null check (part >= 0),
  data bytea not null,
  created_at timestamptz not null default now(),
  primary key (key, part)
);
`;
