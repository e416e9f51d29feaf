/**
 * Rule listing_contract (docs/compliance.md): a listing's brokerage contract, first and last
 * day on Québec's calendar. Public reads show an active listing only while it runs
 * (lib/listings/where.ts). `contract_seen` is the state the pages were last rendered for:
 * the withdrawal job (lib/compliance/withdraw-ended-contracts.ts) expires the pages of the
 * listings whose state changed since.
 *
 * Existing demo and hand-managed listings get dates as a broker would have signed them: from
 * their listing day, for six months, renewed to at least three months ahead when still active
 * (a listing still advertised has a contract running). Feed listings keep null (not stated)
 * until their feed sends ListingContractDate / ExpirationDate.
 */
export const sql = `
alter table listings add column contract_start date;
alter table listings add column contract_end date;
alter table listings add column contract_seen text check (contract_seen in ('before', 'running', 'ended'));

update listings set
  contract_start = (listed_at at time zone 'America/Toronto')::date,
  contract_end = case when status = 'active'
    then greatest(((listed_at at time zone 'America/Toronto')::date + interval '6 months')::date, (now() at time zone 'America/Toronto')::date + 90)
    else coalesce(close_date, ((listed_at at time zone 'America/Toronto')::date + interval '6 months')::date) end
 where source <> 'reso';

update listing_details d set source_data = jsonb_set(jsonb_set(d.source_data, '{input,contract_start}', to_jsonb(l.contract_start::text)),
                                                      '{input,contract_end}', to_jsonb(l.contract_end::text))
  from listings l
 where l.uls = d.uls and l.source = 'manual' and d.source_data ? 'input';

update listings set contract_seen = case
  when contract_start > (now() at time zone 'America/Toronto')::date then 'before'
  when contract_end < (now() at time zone 'America/Toronto')::date then 'ended' else 'running' end;
`;
