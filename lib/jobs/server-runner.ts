import type { Database } from '@/lib/db/types';
import { startJobRunner } from './runner';
import type { Job, JobRunner } from './types';
import { config, type Config, type JobSwitch } from '@/lib/config/env';

// One runner per process (a globalThis slot survives dev hot reloads).
const globalForJobs = globalThis as unknown as { __jobRunner?: JobRunner };

/**
 * Starts the process's runner with the registered jobs that are not switched off
 * (`<offSwitch>=off`). Not while `next build` prerenders pages, and once per process.
 * Returns the names of the jobs started.
 */
export function startJobsAtBoot(getDb: () => Promise<Database>, registry: readonly Job[], settings: Pick<Config, JobSwitch | 'NEXT_PHASE'> = config()): string[] {
  if (settings.NEXT_PHASE === 'phase-production-build' || globalForJobs.__jobRunner) return [];
  const jobs = registry.filter((job) => !job.offSwitch || settings[job.offSwitch]);
  globalForJobs.__jobRunner = startJobRunner(getDb, jobs);
  return jobs.map((job) => job.name);
}

/** Runs a job of this process now (a new e-mail wakes the outbox); nothing if it is not running here. */
export function wakeJob(name: string): void {
  globalForJobs.__jobRunner?.wake(name);
}

/** The graceful stop's step for jobs (lib/ops/graceful-stop.ts). */
export async function stopJobs(): Promise<void> {
  await globalForJobs.__jobRunner?.stop();
}
