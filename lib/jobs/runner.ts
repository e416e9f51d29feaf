import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import { asBackgroundJob } from '@/lib/db/query-count';
import type { Database } from '@/lib/db/types';
import { logger } from '@/lib/ops/logger';
import { withJobLock } from './lock';
import { finishRun, pruneRuns, recordRun, startRun, type JobRunStatus } from './runs';
import { MAX_TIMER_MS, nextRunAt } from './schedule';
import type { Job, JobRunner } from './types';

/**
 * The one loop behind every background job. Each job runs on its own timer, never twice at
 * once in a process (a wake during a run asks for one more run right after it), once across
 * instances when it says so (lib/jobs/lock.ts), and each run is recorded in job_runs.
 * stop() is the server's one stop for jobs (lib/ops/graceful-stop.ts).
 */
interface JobState {
  job: Job;
  timer: ReturnType<typeof setTimeout> | null;
  /** When the timer's run is due (a far one is reached in several waits). */
  dueAt: number;
  current: Promise<void> | null;
  again: boolean;
}

export interface RunnerOptions {
  /** Names the instance in job_runs (host and process id by default). */
  instance?: string;
  /** How often the runner deletes runs older than KEEP_RUNS_DAYS. */
  pruneEveryMs?: number;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startJobRunner(getDb: () => Promise<Database>, jobs: readonly Job[], options: RunnerOptions = {}): JobRunner {
  const instance = options.instance ?? `${hostname()}:${process.pid}`;
  const pruneEveryMs = options.pruneEveryMs ?? 3600_000;
  const controller = new AbortController();
  const states = new Map<string, JobState>(jobs.map((job) => [job.name, { job, timer: null, dueAt: 0, current: null, again: false }]));
  let stopping: Promise<void> | null = null;
  let lastPrune = 0;
  // Runs woken by a request (a new e-mail, a new schedule) run in the runner's own context, not
  // the request's: Next would take a cache tag expired by the job for that request's, whose
  // queue it has already flushed when the request ended (lib/cache/expire-outside-request.ts).
  const outsideRequests = AsyncLocalStorage.snapshot();

  const schedule = (state: JobState, dueAt: number) => {
    if (stopping) return;
    if (state.timer) clearTimeout(state.timer);
    state.dueAt = dueAt;
    const wait = () => {
      const left = state.dueAt - Date.now();
      if (left > 0) {
        state.timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
        state.timer.unref?.();
      } else void trigger(state);
    };
    wait();
  };

  /** One run: the lock when `once`, the record, the abort signal; never throws. */
  const runOnce = async (job: Job): Promise<void> => {
    let db: Database;
    try {
      db = await getDb();
    } catch (error) {
      logger.error({ job: job.name, err: error }, 'job could not reach the database');
      return;
    }
    const record = async () => {
      const startedAt = new Date();
      let id: number | null = null;
      if (!job.quiet) id = await startRun(db, job.name, instance, startedAt).catch(noteRecordError(job));
      let status: JobRunStatus;
      let message: string | null = null;
      try {
        message = (await job.run({ db, signal: controller.signal, wake })) || null;
        status = controller.signal.aborted ? 'stopped' : 'ok';
      } catch (error) {
        message = errorMessage(error);
        status = controller.signal.aborted ? 'stopped' : 'failed';
        if (status === 'failed') logger.error({ job: job.name, err: error }, 'job failed');
      }
      if (id !== null) await finishRun(db, id, status, message).catch(noteRecordError(job));
      else if (!job.quiet || message || status !== 'ok') await recordRun(db, { job: job.name, instance, startedAt, status, message }).catch(noteRecordError(job));
    };
    if (job.once) await withJobLock(db, job.name, record).catch((error) => logger.error({ job: job.name, err: error }, 'job lock failed'));
    else await record();
    if (Date.now() - lastPrune > pruneEveryMs) {
      lastPrune = Date.now();
      await pruneRuns(db).catch(noteRecordError(job));
    }
  };

  const loop = async (state: JobState): Promise<void> => {
    let startedAt = Date.now();
    do {
      state.again = false;
      startedAt = Date.now();
      await runOnce(state.job);
    } while (state.again && !stopping);
    // No await between the last check of `again` and this line: a wake cannot be lost.
    state.current = null;
    schedule(state, nextRunAt(state.job.schedule, startedAt));
  };

  const trigger = (state: JobState): Promise<void> => {
    if (stopping) return state.current ?? Promise.resolve();
    if (state.current) {
      state.again = true;
      return state.current;
    }
    state.current = outsideRequests(() => asBackgroundJob(() => loop(state)));
    return state.current;
  };

  const runNow = (name: string): Promise<void> => {
    const state = states.get(name);
    return state ? trigger(state) : Promise.resolve();
  };
  const wake = (name: string) => void runNow(name);

  const stop = (): Promise<void> => {
    if (stopping) return stopping;
    controller.abort(new Error('the server is shutting down'));
    const running: Promise<void>[] = [];
    for (const state of states.values()) {
      if (state.timer) clearTimeout(state.timer);
      if (state.current) running.push(state.current);
    }
    stopping = Promise.all(running).then(() => undefined);
    return stopping;
  };

  for (const state of states.values()) schedule(state, nextRunAt(state.job.schedule, null));
  return { runNow, wake, stop };
}

function noteRecordError(job: Job) {
  return (error: unknown): null => {
    logger.warn({ job: job.name, err: error }, 'job run not recorded');
    return null;
  };
}
