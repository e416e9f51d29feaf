import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ ticks: [] as number[] }));
vi.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/leads/outbox-runner', () => ({ kickOutboxWorker: () => undefined }));
vi.mock('@/lib/alerts/scheduler', () => ({
  startAlertScheduler: (_getDb: unknown, options: { tickMs: number }) => {
    started.ticks.push(options.tickMs);
    return { stop: () => undefined, tick: async () => null };
  },
}));

const { startAlertSchedulerAtBoot } = await import('@/lib/alerts/scheduler-boot');

describe('alerts scheduler at server start', () => {
  it('is not started while next build prerenders, nor with ALERTS_SCHEDULER=off; once per process, every minute unless ALERTS_TICK_MS says', () => {
    expect(startAlertSchedulerAtBoot({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(startAlertSchedulerAtBoot({ ALERTS_SCHEDULER: 'off' })).toBe(false);
    expect(started.ticks).toEqual([]);
    expect(startAlertSchedulerAtBoot({ ALERTS_TICK_MS: '1000' })).toBe(true);
    expect(startAlertSchedulerAtBoot({})).toBe(true);
    expect(started.ticks).toEqual([1000]);
  });
});
