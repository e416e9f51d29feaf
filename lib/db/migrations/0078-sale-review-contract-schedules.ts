/**
 * Two things of supervised publishing and scheduling for listings.
 *
 * review_steps names a listing's sale authorisation (what the public site shows of its sale)
 * as its own item, `sale`, by the listing's ULS number: it waits for approval apart from an
 * edit of the listing, so neither submission replaces the other.
 *
 * publish_schedules.origin: `contract_end` marks the withdrawal a hand-managed listing's save
 * keeps at its brokerage contract's end (lib/listings/sources/contract-end-schedule.ts), beside
 * whatever a person scheduled (`person`), hence one pending row per item, action and origin.
 * Active hand-managed listings whose contract ends ahead get theirs now.
 */
export const sql = `
alter table review_steps drop constraint review_steps_item_kind_check;
alter table review_steps add constraint review_steps_item_kind_check check (item_kind in ('page', 'article', 'listing', 'sale'));

alter table publish_schedules add column origin text not null default 'person' check (origin in ('person', 'contract_end'));
drop index publish_schedules_one_pending;
create unique index publish_schedules_one_pending on publish_schedules (site_id, kind, item_id, action, origin) where status = 'pending';

insert into publish_schedules (site_id, kind, item_id, action, run_at, origin)
select d.source_data->>'site_id', 'listing', l.uls, 'withdraw', (l.contract_end + 1)::timestamp at time zone 'America/Toronto', 'contract_end'
  from listings l join listing_details d on d.uls = l.uls
 where l.source = 'manual' and l.status = 'active' and l.contract_end is not null
   and (l.contract_end + 1)::timestamp at time zone 'America/Toronto' > now()
   and exists (select 1 from sites s where s.id = d.source_data->>'site_id');
`;
