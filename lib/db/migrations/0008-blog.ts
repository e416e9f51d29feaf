/**
 * Blog (spec 001 "Blog", spec 000 "Blog article"): categories and authors get their own
 * tables, an article has several categories, and what the archive filters on is stored
 * beside the article when it is written: the locales that have main content and the read
 * time per locale (computed from that content, so the list never parses blocks).
 * Drafts: editors write the working columns; `published` holds the snapshot the public
 * site reads (null = not published), as pages do.
 */
export const sql = `
create table blog_categories (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  label jsonb not null,
  position integer not null default 0
);
create index blog_categories_site_idx on blog_categories (site_id, position, id);

create table blog_authors (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  name text not null,
  avatar jsonb,
  role jsonb not null default '{}',
  bio jsonb not null default '{}'
);

alter table articles
  add column author_id bigint references blog_authors(id) on delete set null,
  add column locales text[] not null default '{}',
  add column read_time jsonb not null default '{}',
  add column published boolean not null default true,
  add column updated_at timestamptz not null default now(),
  add column draft jsonb;

create table article_categories (
  article_id bigint not null references articles(id) on delete cascade,
  category_id bigint not null references blog_categories(id) on delete cascade,
  primary key (article_id, category_id)
);
create index article_categories_category_idx on article_categories (category_id, article_id);

drop index if exists articles_site_published_idx;
create index articles_site_list_idx on articles (site_id, published, published_at desc, id desc);

create table article_versions (
  id bigserial primary key,
  article_id bigint not null references articles(id) on delete cascade,
  snapshot jsonb not null,
  created_by text not null default '',
  created_at timestamptz not null default now()
);
create index article_versions_article_idx on article_versions (article_id, id desc);
`;
