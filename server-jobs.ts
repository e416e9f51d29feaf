import { getDb } from '@/lib/db';
import { alertsJob } from '@/lib/alerts/alerts-job';
import { startJobsAtBoot } from '@/lib/jobs/server-runner';
import type { Job } from '@/lib/jobs/types';
import { outboxJob } from '@/lib/leads/outbox-job';
import { contractWithdrawalJob } from '@/lib/listings/contract-withdrawal-job';
import { feedsJob } from '@/lib/listings/sources/feeds-job';
import { config, type Config } from '@/lib/config/env';
import { scheduledPublishingJob } from '@/lib/schedules/job';
import { retentionJob } from '@/lib/my-data/retention-job';
import { complianceRecheckJob } from '@/lib/supervision/recheck-job';

/**
 * Every background job of the server, in one list (lib/jobs/README.md). Each turns off on an
 * instance with its switch: LEADS_OUTBOX_WORKER, FEED_SCHEDULER, ALERTS_SCHEDULER,
 * LISTING_CONTRACTS_JOB, SCHEDULED_PUBLISHING, RETENTION_JOB, COMPLIANCE_RECHECK = off.
 */
export function serverJobs(settings: Config = config()): Job[] {
  return [
    outboxJob(),
    feedsJob(),
    alertsJob({ everyMs: settings.ALERTS_TICK_MS }),
    contractWithdrawalJob(),
    scheduledPublishingJob({ everyMs: settings.SCHEDULE_TICK_MS }),
    retentionJob(),
    complianceRecheckJob(),
  ];
}

/** Called once by instrumentation.ts: starts the jobs not switched off; returns their names. */
export function startServerJobs(settings: Config = config()): string[] {
  return startJobsAtBoot(getDb, serverJobs(settings), settings);
}
