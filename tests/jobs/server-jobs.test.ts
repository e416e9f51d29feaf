import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/lib/jobs/types';

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
    expect(started.runners.map((jobs) => jobs.map((j) => j.name))).toEqual([['lead-outbox', 'listing-feeds', 'alerts', 'listing-contracts', 'compliance-recheck']]);
    expect(startServerJobs({})).toEqual([]);
    expect(started.runners).toHaveLength(1);
  });

  it('outbox every 5 s on each instance, feeds every minute on each instance (a lock per feed), alerts every minute on one instance', () => {
    expect(startServerJobs({})).toEqual(['lead-outbox', 'listing-feeds', 'alerts', 'listing-contracts', 'compliance-recheck']);
    expect(started.runners[0]).toEqual([
      { name: 'lead-outbox', everyMs: 5_000, once: false },
      { name: 'listing-feeds', everyMs: 60_000, once: false },
      { name: 'alerts', everyMs: 60_000, once: true },
      { name: 'listing-contracts', everyMs: 60_000, once: true },
      // Daily at 6:00 Québec time (a cron schedule).
      { name: 'compliance-recheck', everyMs: 0, once: true },
    ]);
  });

  it('none while next build prerenders; each off with its switch; ALERTS_TICK_MS sets the alerts interval', () => {
    expect(startServerJobs({ NEXT_PHASE: 'phase-production-build' })).toEqual([]);
    expect(started.runners).toEqual([]);
    expect(startServerJobs({ LEADS_OUTBOX_WORKER: 'off', FEED_SCHEDULER: 'off', ALERTS_SCHEDULER: 'off', LISTING_CONTRACTS_JOB: 'off', COMPLIANCE_RECHECK: 'off' })).toEqual([]);
    delete slot.__jobRunner;
    expect(startServerJobs({ LEADS_OUTBOX_WORKER: 'off' })).toEqual(['listing-feeds', 'alerts', 'listing-contracts', 'compliance-recheck']);
    delete slot.__jobRunner;
    expect(startServerJobs({ FEED_SCHEDULER: 'off' })).toEqual(['lead-outbox', 'alerts', 'listing-contracts', 'compliance-recheck']);
    delete slot.__jobRunner;
    expect(startServerJobs({ ALERTS_SCHEDULER: 'off', ALERTS_TICK_MS: '1000' })).toEqual(['lead-outbox', 'listing-feeds', 'listing-contracts', 'compliance-recheck']);
    delete slot.__jobRunner;
    startServerJobs({ ALERTS_TICK_MS: '1000' });
    expect(started.runners.at(-1)?.find((j) => j.name === 'alerts')?.everyMs).toBe(1000);
  });
});
