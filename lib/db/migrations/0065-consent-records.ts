/**
 * Proof of the visitors' answers to the consent banner (Law 25: the site must be able to
 * show that a tracker ran with consent). No personal information: the banner's random id
 * (kept only in the visitor's cookie), the categories accepted, the revision of the site's
 * tag list that was asked about, and the time. No address, no user agent.
 */
export const sql = `
create table consent_records (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  consent_id uuid not null,
  accepted text[] not null,
  revision bigint not null,
  recorded_at timestamptz not null default now()
);

create index consent_records_site_idx on consent_records (site_id, recorded_at desc);
create index consent_records_consent_idx on consent_records (consent_id);
`;
