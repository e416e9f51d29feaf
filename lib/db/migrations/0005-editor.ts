/**
 * Editor workspace: a soft presence lock per page (who has it open, refreshed by a
 * heartbeat; optimistic locking on pages.version is what actually prevents overwrites),
 * and the editor's name on variants for the history of who changed what.
 */
export const sql = `
create table page_locks (
  page_id bigint primary key references pages(id) on delete cascade,
  editor_id bigint not null references editors(id) on delete cascade,
  heartbeat_at timestamptz not null default now()
);

alter table variants add column updated_by text;

alter table variants add column updated_at timestamptz not null default now();
`;
