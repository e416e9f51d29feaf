/**
 * Supervised publishing (lib/review): every step of a submission for approval, one row each:
 * submitted (with the frozen version), approved, changes requested, withdrawn, replaced. The
 * proof an inspection asks for, so the table is append-only: a trigger refuses every update
 * and delete, whoever runs them. No foreign keys: a step outlives the page, article or
 * account it names (the names are copied into the row).
 */
export const sql = `
create table review_steps (
  id bigserial primary key,
  site_id text not null,
  item_kind text not null check (item_kind in ('page', 'article')),
  item_id bigint not null,
  -- The submission a decision closes (null on the submission itself).
  submission_id bigint references review_steps(id),
  step text not null check (step in ('submitted', 'approved', 'changes_requested', 'withdrawn', 'replaced')),
  -- submitted: what was frozen (a page's title, seo and content; an article's whole state).
  snapshot jsonb,
  -- submitted: the page draft's lock version; approved: the published version's number.
  version integer,
  actor_id bigint,
  actor_name text not null,
  comment text not null default '',
  created_at timestamptz not null default now(),
  check ((step = 'submitted') = (submission_id is null)),
  check (step = 'submitted' or snapshot is null),
  check (step <> 'changes_requested' or length(trim(comment)) > 0)
);
-- One decision per submission: a second approve or refusal of the same one fails.
create unique index review_steps_one_decision on review_steps (submission_id) where submission_id is not null;
create index review_steps_item on review_steps (site_id, item_kind, item_id, id desc);

-- The body's semicolon opens a line: lib/db/migrate.ts splits statements on ";" at line end.
create function review_steps_append_only() returns trigger language plpgsql as $fn$
begin
  raise exception 'review_steps is append-only'
  ; end $fn$;
create trigger review_steps_append_only before update or delete on review_steps
  for each row execute function review_steps_append_only();
`;
