/**
 * Hand-managed listings get what pages and articles have: every saved state kept as a
 * version (listing_versions: the form's input, so any two compare field by field and the
 * approved one saves again as is), and a place in supervised publishing (review_steps
 * names listings by their ULS number).
 */
export const sql = `
create table listing_versions (
  site_id text not null,
  uls integer not null,
  version integer not null,
  -- The listing as its form gives it (lib/listings/sources/manual-input.ts).
  snapshot jsonb not null,
  created_by text not null default '',
  created_at timestamptz not null default now(),
  primary key (site_id, uls, version)
);

alter table review_steps drop constraint review_steps_item_kind_check;
alter table review_steps add constraint review_steps_item_kind_check check (item_kind in ('page', 'article', 'listing'));
`;
