/**
 * Each run of a background job (lib/jobs/runner.ts): which job, when, how it ended, on which
 * instance. The runner deletes runs older than 30 days, so the table stays small.
 */
export const sql = `
create table job_runs (
  id bigserial primary key,
  job text not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  status text not null check (status in ('running', 'ok', 'failed', 'stopped')),
  message text,
  instance text not null
);
create index job_runs_job_started on job_runs (job, started_at desc);
create index job_runs_started on job_runs (started_at);
`;
