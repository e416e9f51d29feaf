/**
 * Photos editors upload for members (/qa/members). Stored base64 in text so the same code
 * reads them on PGlite and PostgreSQL; served by /api/members/photo/{id} with a long cache.
 */
export const sql = `
create table member_photos (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  data text not null,
  created_at timestamptz not null default now()
);
`;
