import 'server-only';
import { getDb } from '@/lib/db';
import { mailerFromEnv } from './mailer';
import { deliverDueLeads, purgeExpired } from './outbox-worker';

const TICK_MS = 5_000;
const PURGE_EVERY_MS = 10 * 60_000;

interface Runner {
  timer: ReturnType<typeof setInterval>;
  running: boolean;
  again: boolean;
  lastPurge: number;
}

// One loop per process (a globalThis slot survives dev hot reloads).
const globalForRunner = globalThis as unknown as { __leadOutboxRunner?: Runner };

async function tick(runner: Runner): Promise<void> {
  // Ticks never overlap in one process; other processes are kept apart by SKIP LOCKED.
  if (runner.running) {
    runner.again = true;
    return;
  }
  runner.running = true;
  try {
    do {
      runner.again = false;
      const db = await getDb();
      await deliverDueLeads(db, mailerFromEnv());
      if (Date.now() - runner.lastPurge > PURGE_EVERY_MS) {
        runner.lastPurge = Date.now();
        await purgeExpired(db);
      }
    } while (runner.again);
  } catch (error) {
    console.error('[leads] outbox worker:', error instanceof Error ? error.message : error);
  } finally {
    runner.running = false;
  }
}

/**
 * Starts the in-process delivery loop if it is not running, and runs a tick now (a new
 * lead goes out at once). Called by the intake after each stored lead.
 */
export function kickOutboxWorker(): void {
  let runner = globalForRunner.__leadOutboxRunner;
  if (!runner) {
    const created: Runner = { running: false, again: false, lastPurge: 0, timer: setInterval(() => void tick(created), TICK_MS) };
    created.timer.unref?.();
    globalForRunner.__leadOutboxRunner = runner = created;
  }
  void tick(runner);
}
