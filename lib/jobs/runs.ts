import type { Queryable } from '@/lib/db/types';

export type JobRunStatus = 'running' | 'ok' | 'failed' | 'stopped';

export interface JobRun {
  id: number;
  job: string;
  started_at: Date;
  finished_at: Date | null;
  status: JobRunStatus;
  message: string | null;
  instance: string;
}

/** How long finished runs are kept: the runner prunes older ones itself. */
const KEEP_RUNS_DAYS = 30;

export async function startRun(db: Queryable, job: string, instance: string, startedAt: Date): Promise<number> {
  const rows = await db.query<{ id: number }>("insert into job_runs (job, started_at, status, instance) values ($1, $2, 'running', $3) returning id", [job, startedAt, instance]);
  return Number(rows[0]!.id);
}

export async function finishRun(db: Queryable, id: number, status: JobRunStatus, message: string | null): Promise<void> {
  await db.query('update job_runs set finished_at = now(), status = $2, message = $3 where id = $1', [id, status, message]);
}

/** A run recorded once it has ended (quiet jobs: only the runs worth keeping). */
export async function recordRun(db: Queryable, run: { job: string; instance: string; startedAt: Date; status: JobRunStatus; message: string | null }): Promise<void> {
  await db.query('insert into job_runs (job, started_at, finished_at, status, message, instance) values ($1, $2, now(), $3, $4, $5)', [run.job, run.startedAt, run.status, run.message, run.instance]);
}

export async function pruneRuns(db: Queryable, keepDays = KEEP_RUNS_DAYS): Promise<void> {
  await db.query("delete from job_runs where started_at < now() - make_interval(days => $1::int)", [keepDays]);
}

export async function listRecentRuns(db: Queryable, limit = 50): Promise<JobRun[]> {
  const rows = await db.query<JobRun>('select id, job, started_at, finished_at, status, message, instance from job_runs order by started_at desc, id desc limit $1', [limit]);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
