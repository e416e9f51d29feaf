import { z } from 'zod';
import type { Queryable } from '@/lib/db/types';
import type { Resolver } from '@/lib/http/outbound-policy';
import { checkFeedAddresses } from './feed-addresses';
import { heldBackOfRun, type HeldBackListing } from './held-back';
import { encryptSecret } from './secret';
import type { FeedCheckpoint, FeedRecord } from './types';

const text = (max: number) => z.string().trim().max(max).refine((s) => !s.includes('\u0000'), 'no NUL');
const httpUrl = text(2000).refine((s) => /^https?:\/\/[^\s]+$/i.test(s), 'an http(s) URL');
const attribution = z.object({ text: text(500).optional(), logo: text(2000).optional() }).strict();

/** What an admin gives to add a feed (the secret is written once, never read back). */
export const feedInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reso'),
    name: text(120).min(1),
    url: httpUrl,
    token_url: httpUrl,
    client_id: text(500).min(1),
    client_secret: text(2000).min(1),
    scope: text(500).default(''),
    resource: text(60).regex(/^[A-Za-z][A-Za-z0-9_]*$/).default('Property'),
    page_size: z.number().int().min(1).max(10_000).default(500),
    interval_minutes: z.number().int().min(1).max(10_080).default(15),
    deletions_interval_minutes: z.number().int().min(1).max(10_080).default(360),
    attribution: z.object({ fr: attribution.optional(), en: attribution.optional() }).strict().default({}),
  }),
  z.object({ kind: z.literal('demo'), name: text(120).min(1), interval_minutes: z.number().int().min(1).max(10_080).default(1440) }),
]);
export type FeedInput = z.input<typeof feedInputSchema>;

/** A feed as screens show it: everything but the secret, which only says whether there is one. */
export interface FeedSummary extends Omit<FeedRecord, 'client_secret_enc' | 'checkpoint'> {
  has_secret: boolean;
  last_property_timestamp: string | null;
}

const COLUMNS = `id, site_id, name, kind, url, token_url, client_id, client_secret_enc, scope, resource, page_size,
  interval_minutes, deletions_interval_minutes, enabled, attribution, checkpoint`;

/** Adds a feed; a RESO feed whose addresses the outbound policy refuses throws FeedAddressRefused. */
export async function createFeed(db: Queryable, siteId: string, input: FeedInput, options: { resolve?: Resolver } = {}): Promise<number> {
  const feed = feedInputSchema.parse(input);
  if (feed.kind === 'reso') await checkFeedAddresses(feed, options.resolve);
  const secret = feed.kind === 'reso' ? await encryptSecret(db, feed.client_secret) : '';
  const rows = await db.query<{ id: number }>(
    `insert into feeds (site_id, name, kind, url, token_url, client_id, client_secret_enc, scope, resource, page_size,
       interval_minutes, deletions_interval_minutes, attribution)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    feed.kind === 'reso'
      ? [siteId, feed.name, 'reso', feed.url, feed.token_url, feed.client_id, secret, feed.scope, feed.resource, feed.page_size,
         feed.interval_minutes, feed.deletions_interval_minutes, JSON.stringify(feed.attribution)]
      : [siteId, feed.name, 'demo', '', '', '', '', '', 'Property', 500, feed.interval_minutes, 1440, '{}'],
  );
  return Number(rows[0]!.id);
}

/** For the importer only: the record with its encrypted secret. */
export async function getFeedRecord(db: Queryable, id: number): Promise<FeedRecord | null> {
  const rows = await db.query<FeedRecord>(`select ${COLUMNS} from feeds where id = $1`, [id]);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

export async function listFeeds(db: Queryable, siteId: string): Promise<FeedSummary[]> {
  const rows = await db.query<FeedRecord>(`select ${COLUMNS} from feeds where site_id = $1 order by id`, [siteId]);
  return rows.map(({ client_secret_enc, checkpoint, ...rest }) => ({
    ...rest,
    id: Number(rest.id),
    has_secret: client_secret_enc !== '',
    last_property_timestamp: checkpoint.property?.ts ?? null,
  }));
}

export async function saveCheckpoint(db: Queryable, id: number, checkpoint: FeedCheckpoint): Promise<void> {
  await db.query('update feeds set checkpoint = $2, updated_at = now() where id = $1', [id, JSON.stringify(checkpoint)]);
}

/** Feeds whose interval has passed since their last run started (or that never ran). */
export async function dueFeedIds(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select f.id from feeds f
      where f.enabled and not exists (
        select 1 from feed_runs r where r.feed_id = f.id
           and r.started_at > $1::timestamptz - make_interval(mins => f.interval_minutes))
      order by f.id`,
    [now.toISOString()],
  );
  return rows.map((r) => Number(r.id));
}

export interface FeedRun {
  id: number;
  feed_id: number;
  trigger: 'schedule' | 'manual' | 'cli';
  state: 'running' | 'ok' | 'failed' | 'stopped';
  started_at: string;
  duration_ms: number | null;
  added: number;
  updated: number;
  removed: number;
  photos: number;
  warnings: number;
  warning_messages: string[];
  error: string | null;
  /** How many listings the run brought that an advertising rule kept off the public site (held-back.ts). */
  held_back: number;
}

export async function listRuns(db: Queryable, feedId: number, limit = 50): Promise<FeedRun[]> {
  return db.query<FeedRun>(
    `select id, feed_id, trigger, state, started_at, duration_ms, added, updated, removed, photos, warnings, warning_messages, error, held_back
       from feed_runs where feed_id = $1 order by started_at desc, id desc limit $2`,
    [feedId, Math.min(Math.max(1, limit), 500)],
  );
}

/** The listings the latest run that held any back kept off the public site, and that run. */
export interface FeedHeldBack {
  run: FeedRun;
  listings: HeldBackListing[];
}

/** A site's feeds with their latest runs and what the latest of them to hold listings back held (what /qa/feeds shows). */
export async function feedsWithRuns(
  db: Queryable,
  siteId: string,
  runsPerFeed = 10,
): Promise<(FeedSummary & { runs: FeedRun[]; heldBack: FeedHeldBack | null })[]> {
  const feeds = await listFeeds(db, siteId);
  return Promise.all(
    feeds.map(async (feed) => {
      const runs = await listRuns(db, feed.id, runsPerFeed);
      const run = runs.find((r) => r.held_back > 0);
      return { ...feed, runs, heldBack: run ? { run, listings: await heldBackOfRun(db, run.id) } : null };
    }),
  );
}

/** The feed if it belongs to the site (a feed id from another site is "not found"). */
export async function feedOfSite(db: Queryable, siteId: string, id: number): Promise<FeedSummary | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (await listFeeds(db, siteId)).find((f) => f.id === id) ?? null;
}
