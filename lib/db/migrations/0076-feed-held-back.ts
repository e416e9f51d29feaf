/**
 * What a feed run held back (lib/listings/sources/held-back.ts): per run, each listing the
 * import brought that an advertising rule keeps off the public site, and which rule. Shown on
 * the feed's screen (/qa/feeds) and in the compliance report (/qa/compliance). Rows go with
 * their run; `held_back` on the run is their count, read without joining.
 */
export const sql = `
create table feed_held_back (
  run_id bigint not null references feed_runs(id) on delete cascade,
  feed_id bigint not null references feeds(id) on delete cascade,
  uls integer not null,
  source_key text not null,
  street text not null default '',
  rule text not null,
  reason text not null,
  primary key (run_id, uls)
);

create index feed_held_back_feed_idx on feed_held_back (feed_id, run_id desc);

alter table feed_runs add column held_back integer not null default 0;
`;
