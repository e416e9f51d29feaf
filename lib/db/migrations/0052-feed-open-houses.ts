/**
 * The RESO OpenHouse resource of a feed (lib/listings/sources/open-houses.ts): one row per
 * open house, tracked by its own modification timestamp like the photos; a listing's
 * open_house_dates and open_house_until (the search's "open house" filter) are derived from
 * its rows that are not cancelled.
 */
export const sql = `
create table listing_open_houses (
  feed_id bigint not null references feeds(id) on delete cascade,
  open_house_key text not null,
  listing_key text not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  status text not null default '',
  modified_at timestamptz,
  primary key (feed_id, open_house_key)
);

create index listing_open_houses_listing_idx on listing_open_houses (feed_id, listing_key, start_at);
`;
