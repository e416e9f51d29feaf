/** Content service: sites, pages (paths per locale), versions, redirects, variants, articles. */
export const sql = `
create table sites (
  id text primary key,
  key text not null unique,
  name text not null,
  type text not null default 'broker' check (type in ('broker', 'agency')),
  domains text[] not null default '{}',
  is_default boolean not null default false,
  microsite_id text,
  production boolean not null default false,
  maintenance boolean not null default false,
  theme jsonb not null default '{}',
  metadata jsonb not null default '{}',
  header jsonb not null default '[]',
  footer jsonb not null default '[]',
  seo jsonb not null default '{}',
  recaptcha jsonb,
  contact_email text,
  updated_at timestamptz not null default now()
);

create index sites_domains_idx on sites using gin (domains);

create table pages (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  kind text not null default 'page' check (kind in ('page', 'blog_post')),
  title jsonb not null default '{}',
  seo jsonb not null default '{}',
  content jsonb not null default '[]',
  access text not null default 'public' check (access in ('public', 'forbidden')),
  status text not null default 'draft' check (status in ('draft', 'published')),
  published jsonb,
  published_at timestamptz,
  version integer not null default 1,
  updated_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table page_paths (
  site_id text not null references sites(id) on delete cascade,
  locale text not null check (locale in ('fr', 'en')),
  path text not null,
  page_id bigint not null references pages(id) on delete cascade,
  primary key (site_id, locale, path),
  unique (page_id, locale)
);

create table page_versions (
  id bigserial primary key,
  page_id bigint not null references pages(id) on delete cascade,
  version integer not null,
  snapshot jsonb not null,
  created_by text,
  created_at timestamptz not null default now(),
  unique (page_id, version)
);

create table redirects (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  locale text not null check (locale in ('fr', 'en')),
  from_path text not null,
  to_path text,
  status integer not null default 301 check (status in (301, 302)),
  unique (site_id, locale, from_path)
);

create table variants (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  page_id bigint references pages(id) on delete cascade,
  name text not null,
  color text not null check (color in ('red', 'pink', 'purple', 'deep-purple', 'indigo', 'blue',
    'cyan', 'teal', 'green', 'lime', 'yellow', 'amber', 'orange', 'brown', 'grey')),
  content jsonb,
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table articles (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  slug jsonb not null,
  title jsonb not null,
  excerpt jsonb not null default '{}',
  main_content jsonb not null default '{}',
  main_image jsonb,
  thumbnails jsonb not null default '{}',
  author jsonb not null default '{}',
  category jsonb,
  tags jsonb not null default '[]',
  published_at timestamptz not null default now()
);

create index articles_site_published_idx on articles (site_id, published_at desc);

create table editors (
  id bigserial primary key,
  email text not null unique,
  name text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);

create table editor_sessions (
  token_hash text primary key,
  editor_id bigint not null references editors(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
`;
