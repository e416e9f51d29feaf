import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { startJobRunner } from '@/lib/jobs/runner';
import { listRecentRuns } from '@/lib/jobs/runs';
import type { Job, JobRunner } from '@/lib/jobs/types';
import { openTestDbs } from '../helpers/db';

/**
 * The one job runner on a real database: two runners stand for two app instances sharing it
 * (two connection pools on PostgreSQL with TEST_DATABASE_URL, the one PGlite otherwise).
 */
describe('job runner', () => {
  let a: Database;
  let b: Database;
  const runners: JobRunner[] = [];
  const start = (db: Database, jobs: Job[], instance = 'instance-a') => {
    const runner = startJobRunner(async () => db, jobs, { instance });
    runners.push(runner);
    return runner;
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await sleep(10);
    }
  };
  const runsOf = async (job: string) => (await listRecentRuns(a, 500)).filter((r) => r.job === job).reverse();

  beforeAll(async () => {
    [a, b] = (await openTestDbs(2)) as [Database, Database];
  });
  beforeEach(async () => {
    await a.query('delete from job_runs');
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  it('runs a job on its schedule and records each run: job, start, end, status, message, instance', async () => {
    let runs = 0;
    start(a, [{ name: 'tick', schedule: { everyMs: 60, firstAfterMs: 0 }, run: async () => `pass ${++runs}` }]);
    await until(() => runs >= 3);
    await sleep(20);
    const recorded = await runsOf('tick');
    expect(recorded.slice(0, 3).map((r) => [r.status, r.message, r.instance])).toEqual([
      ['ok', 'pass 1', 'instance-a'],
      ['ok', 'pass 2', 'instance-a'],
      ['ok', 'pass 3', 'instance-a'],
    ]);
    const [first, second] = recorded as [(typeof recorded)[0], (typeof recorded)[0]];
    expect(first.finished_at!.getTime()).toBeGreaterThanOrEqual(first.started_at.getTime());
    // On its interval, not back to back.
    expect(second.started_at.getTime() - first.started_at.getTime()).toBeGreaterThanOrEqual(50);
  });

  it('runs a job on a cron expression (every second here)', async () => {
    const times: number[] = [];
    start(a, [{ name: 'cron', schedule: { cron: '* * * * * *' }, run: async () => void times.push(Date.now()) }]);
    await until(() => times.length >= 2, 4_000);
    // On the second boundaries: about one second apart.
    expect(times[1]! - times[0]!).toBeGreaterThan(700);
    expect(times[1]! - times[0]!).toBeLessThan(1_400);
  });

  it('a job marked once never runs on two instances at the same time; without it both run', async () => {
    const overlap = async (once: boolean) => {
      let active = 0;
      let most = 0;
      let runs = 0;
      const job = (): Job => ({
        name: once ? 'once-job' : 'every-instance-job',
        schedule: { everyMs: 3_600_000 },
        once,
        run: async () => {
          active++;
          most = Math.max(most, active);
          runs++;
          await sleep(80);
          active--;
        },
      });
      const first = start(a, [job()], 'instance-a');
      const second = start(b, [job()], 'instance-b');
      await Promise.all([first.runNow(job().name), second.runNow(job().name)]);
      // Once the first has ended, the other instance may run it.
      await second.runNow(job().name);
      return { most, runs };
    };
    const shared = await overlap(false);
    expect(shared).toEqual({ most: 2, runs: 3 });
    const locked = await overlap(true);
    expect(locked).toEqual({ most: 1, runs: 2 });
    // The run refused by the lock is not a run: two recorded.
    expect((await runsOf('once-job')).map((r) => r.status)).toEqual(['ok', 'ok']);
  });

  it('stop aborts the running job and waits for it to finish its step; then nothing runs', async () => {
    let started = 0;
    let finished = false;
    let aborted = false;
    const runner = start(a, [
      {
        name: 'long',
        schedule: { everyMs: 50, firstAfterMs: 0 },
        run: async ({ signal }) => {
          started++;
          while (!signal.aborted) await sleep(10);
          aborted = true;
          // The step in progress (an e-mail being sent) is finished before the job returns.
          await sleep(150);
          finished = true;
          return 'stopped after its step';
        },
      },
    ]);
    await until(() => started === 1);
    const t0 = Date.now();
    await runner.stop();
    expect(aborted).toBe(true);
    expect(finished).toBe(true);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect((await runsOf('long')).map((r) => [r.status, r.message])).toEqual([['stopped', 'stopped after its step']]);
    await runner.runNow('long');
    await sleep(120);
    expect(started).toBe(1);
  });

  it('a failing job is recorded as failed with its error, and runs again on its next turn', async () => {
    let runs = 0;
    start(a, [
      {
        name: 'flaky',
        schedule: { everyMs: 50, firstAfterMs: 0 },
        run: async () => {
          runs++;
          if (runs === 1) throw new Error('the feed server answered 503');
          return 'recovered';
        },
      },
    ]);
    await until(() => runs >= 2);
    await sleep(30);
    expect((await runsOf('flaky')).slice(0, 2).map((r) => [r.status, r.message])).toEqual([
      ['failed', 'the feed server answered 503'],
      ['ok', 'recovered'],
    ]);
  });

  it('a quiet job records only the runs that did something or failed', async () => {
    const results: (string | Error)[] = ['', 'sent 2', new Error('smtp down'), ''];
    const runner = start(a, [
      {
        name: 'outbox-like',
        schedule: { everyMs: 3_600_000 },
        quiet: true,
        run: async () => {
          const next = results.shift()!;
          if (next instanceof Error) throw next;
          return next;
        },
      },
    ]);
    for (let i = 0; i < 4; i++) await runner.runNow('outbox-like');
    expect((await runsOf('outbox-like')).map((r) => [r.status, r.message])).toEqual([
      ['ok', 'sent 2'],
      ['failed', 'smtp down'],
    ]);
  });

  it('a wake during a run asks for one more run right after it, not a lost wake nor an overlap', async () => {
    let runs = 0;
    let active = 0;
    let most = 0;
    const runner = start(a, [
      {
        name: 'wakeable',
        schedule: { everyMs: 3_600_000 },
        run: async () => {
          most = Math.max(most, ++active);
          runs++;
          await sleep(40);
          active--;
        },
      },
    ]);
    const first = runner.runNow('wakeable');
    await sleep(10);
    runner.wake('wakeable');
    runner.wake('wakeable');
    await first;
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('keeps 30 days of runs: older ones are deleted by the runner', async () => {
    await a.query("insert into job_runs (job, started_at, finished_at, status, instance) values ('old', now() - interval '31 days', now() - interval '31 days', 'ok', 'x'), ('recent', now() - interval '29 days', now() - interval '29 days', 'ok', 'x')");
    const runner = start(a, [{ name: 'any', schedule: { everyMs: 3_600_000 }, run: async () => undefined }]);
    await runner.runNow('any');
    expect((await listRecentRuns(a, 10)).map((r) => r.job).sort()).toEqual(['any', 'recent']);
  });
});
