import { invalidateListingPages } from '@/lib/listings/invalidate';
import type { Database } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { OutboundUnreachable } from '@/lib/http/outbound';
import { logger } from '@/lib/ops/logger';
import { vacuumListings } from '../insert';
import { demoSource } from './demo';
import { getFeedRecord, saveCheckpoint } from './feeds';
import { HeldBackTally, recordHeldBack } from './held-back';
import { resoSource, type ClientTuning } from './reso/importer';
import { withFeedLock } from './run-lock';
import { emptyStats, type FeedRecord, type ListingSource, type RunContext, type RunStats } from './types';

const MAX_WARNING_MESSAGES = 100;
/**
 * After a run that rewrote this many rows: fresh statistics and visibility map, so search
 * keeps its index-only scans (PGlite has no autovacuum; on PostgreSQL it comes sooner).
 */
const VACUUM_AFTER_ROWS = 5000;

export interface RunOptions {
  trigger?: 'schedule' | 'manual' | 'cli';
  signal?: AbortSignal;
  tuning?: ClientTuning;
  now?: () => Date;
  /** What expires the changed listings' pages (tests watch it; default the cache tags). */
  invalidate?: (uls: number[]) => void;
  /** Called once the feed's lock is held, before the run starts ("Run now" answers then). */
  onLocked?: () => void;
}

export type RunOutcome =
  | { status: 'locked' }
  | { status: 'not_found' }
  | { status: 'ok' | 'failed' | 'stopped'; runId: number; stats: RunStats; error: string | null; durationMs: number };

/**
 * What a failed run records (GET /api/editor/feeds shows it): one message for a refused
 * address, a closed port, a timeout and a name that does not resolve, so runs cannot map
 * the network behind the server; the reason goes to the server log only.
 */
export const UNREACHABLE_RUN_ERROR = "the feed's server could not be reached (the reason is in the server log)";

function runError(caught: unknown): { error: string; detail?: string } {
  if (caught instanceof OutboundUnreachable) return { error: UNREACHABLE_RUN_ERROR, detail: caught.detail };
  if (caught instanceof Error && (caught.name === 'TimeoutError' || caught.name === 'AbortError')) {
    return { error: UNREACHABLE_RUN_ERROR, detail: `${caught.name}: ${caught.message}` };
  }
  return { error: caught instanceof Error ? caught.message : String(caught) };
}

function sourceFor(feed: FeedRecord, tuning?: ClientTuning): ListingSource {
  return feed.kind === 'reso' ? resoSource(tuning) : demoSource;
}

/**
 * One run of one feed, recorded in feed_runs: never two at once for a feed (run-lock.ts),
 * stopped between pages when the signal aborts (the checkpoint keeps what was done), and
 * every page it changed invalidated once at the end, even when the run fails half-way.
 */
export async function runFeed(db: Database, feedId: number, options: RunOptions = {}): Promise<RunOutcome> {
  const signal = options.signal ?? new AbortController().signal;
  const now = options.now ?? (() => new Date());
  const locked = await withFeedLock(db, feedId, async (): Promise<RunOutcome> => {
    options.onLocked?.();
    const feed = await getFeedRecord(db, feedId);
    if (!feed) return { status: 'not_found' };
    // We hold the lock: a run still marked running died with its process.
    await db.query(
      "update feed_runs set state = 'failed', error = 'interrupted (the process stopped during the run)' where feed_id = $1 and state = 'running'",
      [feedId],
    );
    const [run] = await db.query<{ id: number }>('insert into feed_runs (feed_id, trigger) values ($1, $2) returning id', [feedId, options.trigger ?? 'schedule']);
    const runId = Number(run!.id);
    const started = performance.now();
    const stats = emptyStats();
    const changed = new Set<number>();
    const heldBack = new HeldBackTally(quebecDay(now()));
    const ctx: RunContext = {
      db,
      feed,
      signal,
      stats,
      now,
      warn(message) {
        stats.warnings++;
        if (stats.warning_messages.length < MAX_WARNING_MESSAGES) stats.warning_messages.push(message.slice(0, 500));
        if (stats.warnings <= 5) logger.warn({ job: 'feed', feed_id: feedId, feed: feed.name }, message);
      },
      async saveCheckpoint(checkpoint, tx) {
        await saveCheckpoint(tx ?? db, feedId, checkpoint);
        feed.checkpoint = checkpoint;
      },
      changed(items) {
        for (const item of items) {
          changed.add(item.uls);
          heldBack.note(item.uls, item.stored);
        }
      },
    };
    let state: 'ok' | 'failed' | 'stopped' = 'ok';
    let error: string | null = null;
    let detail: string | undefined;
    try {
      await sourceFor(feed, options.tuning).run(ctx);
    } catch (caught) {
      state = signal.aborted ? 'stopped' : 'failed';
      if (signal.aborted) error = 'stopped (the server is shutting down)';
      else ({ error, detail } = runError(caught));
    }
    (options.invalidate ?? invalidateListingPages)([...changed]);
    // What the run brought that an advertising rule keeps off the public site, even from a
    // failed run (what it wrote is stored); a failure to record it does not fail the run.
    const heldBackCount = await recordHeldBack(db, feedId, runId, heldBack.listings()).catch((err: unknown) => {
      logger.error({ job: 'feed', feed_id: feedId, run_id: runId, err }, 'recording the held-back listings failed');
      return 0;
    });
    const durationMs = Math.round(performance.now() - started);
    // The run's last write commits synchronously: the WAL is then flushed up to it, with every
    // page and checkpoint the run committed before it. On a server that commits asynchronously
    // (synchronous_commit = off), PostgreSQL takes a row as committed, and vacuum its page as
    // all-visible, only once the WAL is flushed past the latest asynchronous commit among the 32
    // transactions of its clog LSN group; the WAL writer gets there up to 3 × wal_writer_delay
    // later, after the vacuum below has passed, and search would lose its index-only scans.
    await db.transaction(async (tx) => {
      await tx.query('set local synchronous_commit = on');
      await tx.query(
        `update feed_runs set state = $2, duration_ms = $3, added = $4, updated = $5, removed = $6, photos = $7, warnings = $8,
           warning_messages = $9, error = $10, held_back = $11 where id = $1`,
        [runId, state, durationMs, stats.added, stats.updated, stats.removed, stats.photos, stats.warnings, JSON.stringify(stats.warning_messages), error, heldBackCount],
      );
    });
    // One JSON line per run (lib/ops/logger.ts): the job's outcome for the log collector.
    const line = { job: 'feed', feed_id: feedId, feed: feed.name, run_id: runId, trigger: options.trigger ?? 'schedule', state, duration_ms: durationMs, added: stats.added, updated: stats.updated, removed: stats.removed, photos: stats.photos, warnings: stats.warnings, held_back: heldBackCount, error, ...(detail ? { detail } : {}) };
    if (state === 'failed') logger.error(line, 'feed run failed');
    else logger.info(line, 'feed run');
    return { status: state, runId, stats, error, durationMs };
  });
  if (!locked.ran) return { status: 'locked' };
  const outcome = locked.value;
  // After the lock's transaction has ended: measured on PostgreSQL, a vacuum while it was
  // open marked no page all-visible (and search lost its index-only scans).
  if ('stats' in outcome && outcome.stats.added + outcome.stats.updated + outcome.stats.removed >= VACUUM_AFTER_ROWS) {
    await vacuumListings(db).catch((err: unknown) => logger.warn({ job: 'feed', feed_id: feedId, err }, 'vacuum after a feed run failed'));
  }
  return outcome;
}
