/**
 * The daily re-check of the time-based advertising rules (lib/supervision/recheck.ts): per
 * site, the items that broke a time-based rule at the last run, so the next run e-mails the
 * executive officer only what changed since.
 */
export const sql = `
create table compliance_checks (
  site_id text primary key references sites(id) on delete cascade,
  checked_on date not null,
  items jsonb not null default '[]',
  checked_at timestamptz not null default now()
);
`;
