/**
 * What the saved-search alerts match (listing_changes, migration 0060) recorded once per
 * statement instead of once per row: a feed page inserts or updates a thousand listings in one
 * statement, and a row trigger ran a function and a query for each of them (a full load of a
 * million listings paid it a million times). The statement's own inserted and updated rows
 * (transition tables) give the same changes: a new active listing, back on the market, sold,
 * a price drop. A trigger with transition tables cannot name columns: the update one compares
 * the old and new rows itself.
 */
export const sql = `
drop trigger listings_record_change on listings;

drop function record_listing_change();

create function record_listings_inserted() returns trigger language plpgsql as $fn$
begin
  if exists (select 1 from saved_searches where status = 'active') then
    insert into listing_changes (uls, kind, new_price)
    select n.uls, 'new', n.price from new_rows n where n.status = 'active' order by n.uls
  ; end if
  ; return null
; end
$fn$;

create function record_listings_updated() returns trigger language plpgsql as $fn$
begin
  if exists (select 1 from saved_searches where status = 'active') then
    insert into listing_changes (uls, kind, old_price, new_price)
    select c.uls, c.kind, c.old_price, c.new_price
      from (select n.uls, o.price as old_price,
                   case when n.status = 'sold' and o.status <> 'sold' then coalesce(n.close_price, n.price) else n.price end as new_price,
                   case when n.status = 'active' and o.status <> 'active' then 'back_on_market'
                        when n.status = 'sold' and o.status <> 'sold' then 'sold'
                        when n.status = 'active' and n.price < o.price then 'price_drop' end as kind
              from new_rows n join old_rows o on o.uls = n.uls) c
     where c.kind is not null
     order by c.uls
  ; end if
  ; return null
; end
$fn$;

create trigger listings_record_inserted after insert on listings
  referencing new table as new_rows for each statement execute function record_listings_inserted();

create trigger listings_record_updated after update on listings
  referencing old table as old_rows new table as new_rows for each statement execute function record_listings_updated();
`;
