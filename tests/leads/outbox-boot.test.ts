import { afterEach, describe, expect, it, vi } from 'vitest';

const kick = vi.fn();
vi.mock('@/lib/leads/outbox-runner', () => ({ kickOutboxWorker: () => kick(), stopOutboxWorker: async () => undefined }));

const { startOutboxAtBoot } = await import('@/lib/leads/outbox-boot');
const { logger } = await import('@/lib/ops/logger');
const { register } = await import('@/instrumentation');

afterEach(() => {
  kick.mockReset();
  vi.unstubAllEnvs();
});

describe('outbox worker at server start', () => {
  it('starts from register() in the Node.js runtime only', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    await register();
    expect(kick).not.toHaveBeenCalled();
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register();
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('stays off while next build prerenders and when LEADS_OUTBOX_WORKER=off', () => {
    expect(startOutboxAtBoot({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(startOutboxAtBoot({ LEADS_OUTBOX_WORKER: 'off' })).toBe(false);
    expect(kick).not.toHaveBeenCalled();
  });

  it('never throws when the worker cannot start', () => {
    kick.mockImplementation(() => {
      throw new Error('database unavailable');
    });
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    expect(startOutboxAtBoot({})).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ job: 'lead-outbox' }), 'outbox worker did not start');
    log.mockRestore();
  });
});
