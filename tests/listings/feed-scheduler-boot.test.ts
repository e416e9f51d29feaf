import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/listings/sources/scheduler', () => ({
  startFeedScheduler: () => {
    started.count++;
    return { stop: () => undefined, tick: async () => undefined };
  },
}));

const { startFeedSchedulerAtBoot } = await import('@/lib/listings/sources/scheduler-boot');

describe('feed scheduler at server start', () => {
  it('is not started while next build prerenders, nor with FEED_SCHEDULER=off; once per process otherwise', () => {
    expect(startFeedSchedulerAtBoot({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(startFeedSchedulerAtBoot({ FEED_SCHEDULER: 'off' })).toBe(false);
    expect(started.count).toBe(0);
    expect(startFeedSchedulerAtBoot({})).toBe(true);
    expect(startFeedSchedulerAtBoot({})).toBe(true);
    expect(started.count).toBe(1);
  });
});
