import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/lib/jobs/types';
import { parseConfig } from '@/lib/config/env';

const started = vi.hoisted(() => ({ runners: [] as { name: string; everyMs: number; once: boolean }[][] }));
vi.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/jobs/runner', () => ({
  startJobRunner: (_getDb: unknown, jobs: Job[]) => {
    started.runners.push(jobs.map((job) => ({ name: job.name, everyMs: 'everyMs' in job.schedule ? job.schedule.everyMs : 0, once: job.once === true })));
    return { runNow: async () => undefined, wake: () => undefined, stop: async () => undefined };
  },
}));

const { startServerJobs } = await import('@/server-jobs');
const { register } = await import('@/instrumentation');
const slot = globalThis as { __jobRunner?: unknown };

afterEach(() => {
  started.runners = [];
  delete slot.__jobRunner;
  vi.unstubAllEnvs();
});

describe('background jobs at server start', () => {
  it('start from register() in the Node.js runtime only, once per process', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    await register();
    expect(started.runners).toEqual([]);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register();
    expect(started.runners.map((jobs) => jobs.map((j) => j.name))).toEqual([['lead-outbox', 'listing-feeds', 'alerts', 'listing-contracts', 'scheduled-publishing', 'retention', 'compliance-recheck']]);
    expect(startServerJobs(parseConfig({}))).toEqual([]);
    expect(started.runners).toHaveLength(1);
  });

  it('outbox every 5 s on each instance, feeds every minute on each instance (a lock per feed), alerts every minute on one instance', () => {
    expect(startServerJobs(parseConfig({}))).toEqual(['lead-outbox', 'listing-feeds', 'alerts', 'listing-contracts', 'scheduled-publishing', 'retention', 'compliance-recheck']);
    expect(started.runners[0]).toEqual([
      { name: 'lead-outbox', everyMs: 5_000, once: false },
      { name: 'listing-feeds', everyMs: 60_000, once: false },
      { name: 'alerts', everyMs: 60_000, once: true },
      { name: 'listing-contracts', everyMs: 60_000, once: true },
      // Every instance: each due schedule is claimed by one of them (lib/schedules/run-due.ts).
      { name: 'scheduled-publishing', everyMs: 20_000, once: false },
      { name: 'retention', everyMs: 0, once: true },
      // Daily at 6:00 Québec time (a cron schedule).
      { name: 'compliance-recheck', everyMs: 0, once: true },
    ]);
  });

  it('none while next build prerenders; each off with its switch; ALERTS_TICK_MS and SCHEDULE_TICK_MS set their intervals', () => {
    expect(startServerJobs(parseConfig({ NEXT_PHASE: 'phase-production-build' }))).toEqual([]);
    expect(started.runners).toEqual([]);
    expect(startServerJobs(parseConfig({ LEADS_OUTBOX_WORKER: 'off', FEED_SCHEDULER: 'off', ALERTS_SCHEDULER: 'off', LISTING_CONTRACTS_JOB: 'off', SCHEDULED_PUBLISHING: 'off', RETENTION_JOB: 'off', COMPLIANCE_RECHECK: 'off' }))).toEqual([]);
    delete slot.__jobRunner;
    expect(startServerJobs(parseConfig({ LEADS_OUTBOX_WORKER: 'off' }))).toEqual(['listing-feeds', 'alerts', 'listing-contracts', 'scheduled-publishing', 'retention', 'compliance-recheck']);
    delete slot.__jobRunner;
    expect(startServerJobs(parseConfig({ FEED_SCHEDULER: 'off' }))).toEqual(['lead-outbox', 'alerts', 'listing-contracts', 'scheduled-publishing', 'retention', 'compliance-recheck']);
    delete slot.__jobRunner;
    expect(startServerJobs(parseConfig({ ALERTS_SCHEDULER: 'off', ALERTS_TICK_MS: '1000' }))).toEqual(['lead-outbox', 'listing-feeds', 'listing-contracts', 'scheduled-publishing', 'retention', 'compliance-recheck']);
    delete slot.__jobRunner;
    startServerJobs(parseConfig({ ALERTS_TICK_MS: '1000' }));
    expect(started.runners.at(-1)?.find((j) => j.name === 'alerts')?.everyMs).toBe(1000);
    delete slot.__jobRunner;
    startServerJobs(parseConfig({ SCHEDULE_TICK_MS: '2000' }));
    expect(started.runners.at(-1)?.find((j) => j.name === 'scheduled-publishing')?.everyMs).toBe(2000);
  });
});
