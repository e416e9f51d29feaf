import type { Database } from '@/lib/db/types';
import type { JobSwitch } from '@/lib/config/env';

/**
 * When a job runs: every `everyMs` (the first time `firstAfterMs` after start, default
 * everyMs), or on a cron expression in Québec time ("0 7 * * *": every day at 7:00).
 */
export type JobSchedule = { everyMs: number; firstAfterMs?: number } | { cron: string };

export interface JobContext {
  db: Database;
  /** Aborted when the server stops: finish the step in progress, start no new one. */
  signal: AbortSignal;
  /** Runs another job now (an alerts run that queued e-mails wakes the outbox). */
  wake(name: string): void;
}

/** One entry of the job registry (server-jobs.ts). */
export interface Job {
  name: string;
  schedule: JobSchedule;
  /**
   * One run at a time across every instance sharing the database (a lock per job name).
   * Without it each instance runs the job: fine when the job claims its work row by row.
   */
  once?: boolean;
  /** The environment variable whose value `off` keeps this job from starting on this instance. */
  offSwitch?: JobSwitch;
  /**
   * A frequent job (every few seconds or every minute) records only the runs that did
   * something (returned a message), failed or were stopped, not its many empty passes.
   */
  quiet?: boolean;
  /** What the run did, in one line for job_runs (or nothing). Throwing records the run as failed. */
  run(context: JobContext): Promise<string | void>;
}

export interface JobRunner {
  /** Runs the job now, or once more right after the run in progress; resolves when that run ends. */
  runNow(name: string): Promise<void>;
  /** runNow without waiting. Unknown names and a stopped runner are ignored. */
  wake(name: string): void;
  /** No new run; the running ones get their abort signal; resolves when they have ended. */
  stop(): Promise<void>;
}
