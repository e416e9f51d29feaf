/**
 * Scheduled publishing and withdrawal (lib/schedules/): one row per planned change of a page,
 * an article or a hand-managed listing. The job runner claims the due pending rows (status
 * pending -> running, claimed_by/claimed_at) so each runs once across instances; a row left
 * running by a stopped instance is claimed again once its lease has passed. `version` is
 * the page draft's lock version the editor scheduled (null for articles and listings, whose
 * pending state is published as it is then). At most one pending row per item and action:
 * a change of time updates it.
 */
export const sql = `
create table publish_schedules (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  kind text not null check (kind in ('page', 'article', 'listing')),
  item_id bigint not null,
  action text not null check (action in ('publish', 'withdraw')),
  run_at timestamptz not null,
  version integer,
  status text not null default 'pending' check (status in ('pending', 'running', 'done', 'failed', 'cancelled')),
  created_by_id bigint references editors(id) on delete set null,
  created_by_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  claimed_by text,
  claimed_at timestamptz,
  finished_at timestamptz,
  problems jsonb,
  message text
);
create unique index publish_schedules_one_pending on publish_schedules (site_id, kind, item_id, action) where status = 'pending';
create index publish_schedules_due on publish_schedules (run_at) where status in ('pending', 'running');
create index publish_schedules_item on publish_schedules (site_id, kind, item_id);
`;
