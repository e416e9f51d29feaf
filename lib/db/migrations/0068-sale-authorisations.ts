/**
 * Rule sold_authorisation (docs/compliance.md): whether the parties authorised advertising a
 * listing's sale and disclosing its price, when that was recorded and by whom. Nothing
 * recorded (sale_authorised_on null) reads as not authorised, so the public reads
 * (lib/listings/where.ts) keep a sold listing off the sold map and profiles until someone
 * records it. Existing demo sold listings get what the demo generator gives them: most
 * authorised with their price, some without it, a few not at all (by listing number).
 */
export const sql = `
alter table listings add column sale_ad_authorised boolean not null default false;
alter table listings add column sale_price_authorised boolean not null default false;
alter table listings add column sale_authorised_on date;
alter table listings add column sale_authorised_by bigint references editors(id) on delete set null;

update listings set
  sale_ad_authorised = (uls % 10) <> 0,
  sale_price_authorised = (uls % 10) not in (0, 1, 2),
  sale_authorised_on = (listed_at at time zone 'America/Toronto')::date + 30
 where source = 'demo' and status = 'sold';
`;
