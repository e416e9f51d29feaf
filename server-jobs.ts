import { getDb } from '@/lib/db';
import { alertsIntervalMs, alertsJob } from '@/lib/alerts/alerts-job';
import { startJobsAtBoot } from '@/lib/jobs/server-runner';
import type { Job } from '@/lib/jobs/types';
import { outboxJob } from '@/lib/leads/outbox-job';
import { contractWithdrawalJob } from '@/lib/listings/contract-withdrawal-job';
import { feedsJob } from '@/lib/listings/sources/feeds-job';
import { complianceRecheckJob } from '@/lib/supervision/recheck-job';

/**
 * Every background job of the server, in one list (lib/jobs/README.md). Each turns off on an
 * instance with its switch: LEADS_OUTBOX_WORKER, FEED_SCHEDULER, ALERTS_SCHEDULER, LISTING_CONTRACTS_JOB,
 * COMPLIANCE_RECHECK = off.
 */
export function serverJobs(env: Record<string, string | undefined> = process.env): Job[] {
  return [outboxJob(), feedsJob(), alertsJob({ everyMs: alertsIntervalMs(env) }), contractWithdrawalJob(), complianceRecheckJob()];
}

/** Called once by instrumentation.ts: starts the jobs not switched off; returns their names. */
export function startServerJobs(env: Record<string, string | undefined> = process.env): string[] {
  return startJobsAtBoot(getDb, serverJobs(env), env);
}
