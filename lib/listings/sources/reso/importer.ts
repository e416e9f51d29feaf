import { logger } from '@/lib/ops/logger';
import buildQuery, { raw } from 'odata-query';
import { config } from '@/lib/config/env';
import type { Queryable } from '@/lib/db/types';
import type { Broker, Office } from '../../types';
import { MunicipalityIndex } from '../municipality-index';
import { decryptSecret } from '../secret';
import type { FeedCheckpoint, ListingSource, ResourceCheckpoint, RunContext } from '../types';
import { deleteFeedListings, deleteFeedListingsNotIn, deleteFeedMediaNotIn, upsertFeedListings, upsertFeedMedia } from '../write';
import { applyOpenHouses, deleteFeedOpenHousesNotIn, upsertFeedOpenHouses, withOpenHouses } from '../open-houses';
import { ResoClient, ResoHttpError, type ODataPage, type ResoClientOptions } from './client';
import { mapResoMedia, mapResoOpenHouse, mapResoProperty, type MappingContext, type PeopleIndex } from './mapping';
import { pendingFeedPhotos, storeFeedPhotos, type PhotoOptions } from './photo-store';

/**
 * The RESO Web API importer. A run: the Media resource, then the Property resource, each
 * from its checkpoint (the first run starts from nothing: the full load), ordered by
 * modification timestamp then key; the checkpoint is saved after each page, so a run that
 * dies resumes at the page after the last one written. Media first, so a listing's photos
 * are in place when the listing is written. On a slower schedule, the feed's full key lists
 * are compared with ours to remove what left the feed.
 */
export type ClientTuning = Pick<ResoClientOptions, 'timeoutMs' | 'maxRetries' | 'backoffMs' | 'maxRetryAfterMs' | 'fetch'> & {
  /** How photos are copied (photos: { copy: false } shows the feed's URLs: the benchmark). */
  photos?: PhotoOptions;
  /**
   * Pages of one resource written at once on PostgreSQL with a pool of 4 connections or more
   * (default 2: the database writes one page while the importer maps the next); 1 on PGlite.
   */
  writers?: number;
};

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const KEY_PAGE = 5000;

interface ResourceSpec {
  name: 'property' | 'media' | 'open_house';
  path: string;
  timestampField: string;
  keyField: string;
  /**
   * The fields naming what a page's write touches (its records' keys, and for photos their
   * listing's): two pages that share a value are never written at once. Without it the
   * resource's pages are written one at a time (an open house page updates listings it does
   * not name by key, and two such pages could wait on each other's rows).
   */
  touches?: string[];
}

export function resoSource(tuning: ClientTuning = {}): ListingSource {
  const { photos: photoOptions, writers, ...clientTuning } = tuning;
  return {
    kind: 'reso',
    async run(ctx) {
      const { feed } = ctx;
      const client = new ResoClient({
        tokenUrl: feed.token_url,
        clientId: feed.client_id,
        clientSecret: await decryptSecret(ctx.db, feed.client_secret_enc),
        scope: feed.scope,
        signal: ctx.signal,
        onRetry: (message) => logger.warn({ job: 'feed', feed_id: feed.id, feed: feed.name }, message),
        ...clientTuning,
      });
      const base = feed.url.replace(/\/+$/, '');
      const checkpoint: FeedCheckpoint = { ...feed.checkpoint };
      // A first (full) load holds everything the feed has: nothing to compare yet.
      const firstLoad = !checkpoint.property && !checkpoint.media;
      const mapping: MappingContext = {
        municipalities: await MunicipalityIndex.load(ctx.db),
        people: await peopleIndex(ctx.db, feed.site_id),
        now: ctx.now(),
      };
      const unknownFields = new Set<string>();
      // PGlite has a single connection; a pool needs room beside the feed lock's connection.
      const parallel = ctx.db.kind === 'postgres' && config().DATABASE_POOL_SIZE >= 4 ? (writers ?? 2) : 1;

      const photos = { ...photoOptions, warn: (message: string) => ctx.warn(message) };
      // Photos an earlier run could not download, tried again first (their records do not come back).
      if (photoOptions?.copy !== false) {
        const pending = await pendingFeedPhotos(ctx.db, feed.id);
        if (pending.length > 0) {
          const result = await ctx.db.transaction(async (tx) => upsertFeedMedia(tx, feed.id, await storeFeedPhotos(tx, feed, pending, photos)));
          ctx.stats.photos += result.photos;
          ctx.changed(result.changed);
        }
      }

      // A photo page refreshes the photos of the listings we hold (two pages at once would each
      // miss the other's photos of a listing they share); a feed that holds none yet (its first
      // load: listings come after their photos, and only this run writes them) has nothing to
      // refresh.
      const holdsListings = (await ctx.db.query('select 1 from listings where feed_id = $1 limit 1', [feed.id])).length > 0;
      const photoTouches = holdsListings ? ['MediaKey', 'ResourceRecordKey'] : ['MediaKey'];
      await syncResource(ctx, client, checkpoint, { name: 'media', path: `${base}/Media`, timestampField: 'MediaModificationTimestamp', keyField: 'MediaKey', touches: photoTouches }, parallel,
        async (records, tx) => {
          const media = records.map(mapResoMedia).filter((m) => m !== null);
          const stored = await storeFeedPhotos(tx, feed, media, photos);
          const result = await upsertFeedMedia(tx, feed.id, stored, { holdsListings });
          ctx.stats.photos += result.photos;
          ctx.changed(result.changed);
        });

      // Open houses before their listings too; a feed without the resource only warns.
      await ifResourceExists(ctx, 'OpenHouse', () =>
        syncResource(ctx, client, checkpoint, { name: 'open_house', path: `${base}/OpenHouse`, timestampField: 'ModificationTimestamp', keyField: 'OpenHouseKey' }, 1,
          async (records, tx) => {
            const keys = await upsertFeedOpenHouses(tx, feed.id, records.map(mapResoOpenHouse).filter((o) => o !== null));
            ctx.changed(await applyOpenHouses(tx, feed.id, keys, mapping.now));
          }),
      );

      await syncResource(ctx, client, checkpoint, { name: 'property', path: `${base}/${feed.resource || 'Property'}`, timestampField: 'ModificationTimestamp', keyField: 'ListingKey', touches: ['ListingKey'] }, parallel,
        async (records, tx) => {
          const listings = [];
          const deleted: string[] = [];
          for (const record of records) {
            const result = mapResoProperty(record, mapping);
            if (result.kind === 'listing') {
              listings.push(result.listing);
              for (const w of result.warnings) ctx.warn(w);
              for (const field of Object.keys((result.listing.source_data.extra as object | undefined) ?? {})) {
                if (!unknownFields.has(field)) {
                  unknownFields.add(field);
                  ctx.warn(`field ${field} is not mapped: kept raw`);
                }
              }
            } else if (result.kind === 'delete') deleted.push(result.key);
            else ctx.warn(`${result.key || '(no key)'}: not imported (${result.reason})`);
          }
          await withOpenHouses(tx, feed.id, listings, mapping.now);
          const written = await upsertFeedListings(tx, feed.id, listings);
          // A new listing's open houses reach the search's open-house filter.
          ctx.changed(await applyOpenHouses(tx, feed.id, listings.filter((l) => l.open_house_dates.length > 0).map((l) => l.source_key), mapping.now));
          ctx.stats.added += written.added;
          ctx.stats.updated += written.updated;
          ctx.changed(written.changed);
          const removed = await deleteFeedListings(tx, feed.id, deleted);
          ctx.stats.removed += removed.length;
          ctx.changed(removed);
        });

      const due = !checkpoint.deletions_at || ctx.now().getTime() - Date.parse(checkpoint.deletions_at) >= feed.deletions_interval_minutes * 60_000;
      if (due) {
        if (!firstLoad) await removeWhatLeftTheFeed(ctx, client, base, feed.resource || 'Property');
        checkpoint.deletions_at = ctx.now().toISOString();
        await ctx.saveCheckpoint(checkpoint);
      }
    },
  };
}

/**
 * One resource from its checkpoint to its end, page by page; `write` stores a page. With
 * `writers` above one, that many pages are written at once, each in its own transaction (the
 * database's work on one page overlaps the mapping of the next and the other's writes), and
 * the checkpoint moves only past pages that committed with every page before them: a run that
 * fails or stops resumes at its first unwritten page, and writes again the later pages that had
 * committed (a listing or photo that did not change is not rewritten). Pages and checkpoints
 * commit as the server is set to, asynchronously too: the run's record, committed
 * synchronously last (runFeed), flushes them all before the vacuum after a large run.
 */
async function syncResource(
  ctx: RunContext,
  client: ResoClient,
  checkpoint: FeedCheckpoint,
  spec: ResourceSpec,
  writers: number,
  write: (records: Record<string, unknown>[], tx: Queryable) => Promise<void>,
): Promise<void> {
  const top = ctx.feed.page_size;
  const firstUrl = (from: ResourceCheckpoint | undefined) => {
    const order = { orderBy: [`${spec.timestampField} asc`, `${spec.keyField} asc`], top };
    if (!from) return `${spec.path}${buildQuery(order)}`;
    const ts = raw(from.ts);
    const filter = { or: [{ [spec.timestampField]: { gt: ts } }, { [spec.timestampField]: { eq: ts }, [spec.keyField]: { gt: from.numeric ? Number(from.key) : from.key } }] };
    return `${spec.path}${buildQuery<Record<string, unknown>>({ ...order, filter })}`;
  };
  // The next page is fetched while this one is written: the feed's server and the database
  // work at the same time.
  const fetchPage = (url: string) => {
    const pending = client.page(url);
    // Awaited below, after the write in progress; a failure meanwhile is not unhandled.
    pending.catch(() => undefined);
    return pending;
  };
  const concurrent = writers > 1 && spec.touches !== undefined;
  const inFlight: InFlightPage[] = [];
  // The oldest page in flight: once it has committed, the checkpoint moves past it.
  const settleOldest = async () => {
    const oldest = inFlight[0]!;
    await oldest.written;
    inFlight.shift();
    if (oldest.last) {
      await ctx.saveCheckpoint({ ...checkpoint, [spec.name]: oldest.last });
      checkpoint[spec.name] = oldest.last;
    }
  };
  let next: Promise<ODataPage> | null = fetchPage(firstUrl(checkpoint[spec.name]));
  try {
    while (next) {
      ctx.signal.throwIfAborted();
      const page: ODataPage = await next;
      const before = inFlight.at(-1)?.last ?? checkpoint[spec.name];
      const last = lastPosition(page.value, spec);
      if (page.nextLink) next = fetchPage(page.nextLink);
      // Servers may send fewer than $top per page: the resource ends with an empty page.
      else if (page.value.length > 0 && last && (last.ts !== before?.ts || last.key !== before?.key)) next = fetchPage(firstUrl(last));
      else next = null;
      if (!concurrent) {
        // The page and the checkpoint after it commit together.
        await ctx.db.transaction(async (tx) => {
          await write(page.value, tx);
          if (last) await ctx.saveCheckpoint({ ...checkpoint, [spec.name]: last }, tx);
        });
        if (last) checkpoint[spec.name] = last;
        continue;
      }
      const touched = touchedBy(page.value, spec.touches!);
      // A record that comes again (changed during the run) is written after its earlier page.
      while (inFlight.length >= writers || inFlight.some((p) => p.touched.some((t) => touched.has(t)))) await settleOldest();
      ctx.signal.throwIfAborted();
      const written = ctx.db.transaction((tx) => write(page.value, tx));
      written.catch(() => undefined);
      inFlight.push({ written, last, touched: [...touched] });
    }
    while (inFlight.length > 0) await settleOldest();
  } finally {
    // Stopped or failed: the pages still in flight end first, and those that committed after
    // every page before them keep their checkpoint.
    let contiguous = true;
    for (const page of inFlight.splice(0)) {
      const ok = await page.written.then(() => true, () => false);
      contiguous &&= ok;
      if (contiguous && page.last) {
        await ctx.saveCheckpoint({ ...checkpoint, [spec.name]: page.last }).catch(() => undefined);
        checkpoint[spec.name] = page.last;
      }
    }
  }
}

interface InFlightPage {
  written: Promise<void>;
  last: ResourceCheckpoint | null;
  touched: string[];
}

/** The values of a page's records that name what writing it touches (see ResourceSpec.touches). */
function touchedBy(records: Record<string, unknown>[], fields: string[]): Set<string> {
  const touched = new Set<string>();
  for (const record of records) {
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string' || typeof value === 'number') touched.add(`${field}:${value}`);
    }
  }
  return touched;
}

/** The last record's timestamp and key, as the feed wrote them (no precision lost). */
function lastPosition(records: Record<string, unknown>[], spec: ResourceSpec): ResourceCheckpoint | null {
  for (let i = records.length - 1; i >= 0; i--) {
    const ts = records[i]?.[spec.timestampField];
    const key = records[i]?.[spec.keyField];
    if (typeof ts === 'string' && ISO_TIMESTAMP.test(ts) && (typeof key === 'string' || typeof key === 'number')) return { ts, key: String(key), ...(typeof key === 'number' ? { numeric: true } : {}) };
  }
  return null;
}

/** Every key of a resource (only the key field), in key order. */
async function allKeys(ctx: RunContext, client: ResoClient, path: string, keyField: string): Promise<string[]> {
  const keys: string[] = [];
  let url: string | null = `${path}${buildQuery({ select: [keyField], orderBy: `${keyField} asc`, top: KEY_PAGE })}`;
  while (url) {
    ctx.signal.throwIfAborted();
    const page = await client.page(url);
    for (const record of page.value) {
      const key = record[keyField];
      if (typeof key === 'string' || typeof key === 'number') keys.push(String(key));
    }
    const last = keys.at(-1);
    if (page.nextLink) url = page.nextLink;
    else if (page.value.length > 0 && last !== undefined) {
      url = `${path}${buildQuery({ select: [keyField], orderBy: `${keyField} asc`, top: KEY_PAGE, filter: { [keyField]: { gt: last } } })}`;
    } else url = null;
  }
  return keys;
}

/**
 * The feeds send no tombstones: whatever we hold that is not in the feed's key list has left
 * it. A key list that comes back empty while we hold listings is taken as a feed fault, not
 * as the end of every listing.
 */
async function removeWhatLeftTheFeed(ctx: RunContext, client: ResoClient, base: string, resource: string): Promise<void> {
  const listingKeys = await allKeys(ctx, client, `${base}/${resource}`, 'ListingKey');
  const mediaKeys = await allKeys(ctx, client, `${base}/Media`, 'MediaKey');
  const held = await ctx.db.query<{ n: number }>('select count(*)::int as n from listings where feed_id = $1', [ctx.feed.id]);
  if (listingKeys.length === 0 && (held[0]?.n ?? 0) > 0) {
    ctx.warn('the feed listed no keys: nothing removed');
    return;
  }
  const removed = await deleteFeedListingsNotIn(ctx.db, ctx.feed.id, listingKeys);
  ctx.stats.removed += removed.length;
  ctx.changed(removed);
  ctx.changed(await deleteFeedMediaNotIn(ctx.db, ctx.feed.id, mediaKeys));
  await ifResourceExists(ctx, 'OpenHouse', async () => {
    const openHouseKeys = await allKeys(ctx, client, `${base}/OpenHouse`, 'OpenHouseKey');
    const listingKeysChanged = await deleteFeedOpenHousesNotIn(ctx.db, ctx.feed.id, openHouseKeys);
    ctx.changed(await applyOpenHouses(ctx.db, ctx.feed.id, listingKeysChanged, ctx.now()));
  });
}

/** Runs a step on an optional resource; a feed that does not offer it (404) only gets a warning. */
async function ifResourceExists(ctx: RunContext, resource: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof ResoHttpError && error.status === 404) ctx.warn(`the feed has no ${resource} resource: skipped`);
    else throw error;
  }
}

/** Our members and offices by the keys the feed knows them by (set on the member's record). */
async function peopleIndex(db: Queryable, siteId: string): Promise<PeopleIndex> {
  const members = await db.query<{ feed_agent_key: string; name: string; licence_title: Broker['title']; phone_display: string; email: string }>(
    'select feed_agent_key, name, licence_title, phone_display, email from members where site_id = $1 and feed_agent_key is not null',
    [siteId],
  );
  const offices = await db.query<{ feed_office_key: string; name: Record<string, string>; address_street: Record<string, string>; address_city: Record<string, string>; phone_display: string }>(
    'select feed_office_key, name, address_street, address_city, phone_display from offices where site_id = $1 and feed_office_key is not null',
    [siteId],
  );
  return {
    agents: new Map(members.map((m) => [m.feed_agent_key, { name: m.name, title: m.licence_title ?? {}, phone: m.phone_display, email: m.email }])),
    offices: new Map(
      offices.map((o): [string, Office] => [
        o.feed_office_key,
        { name: o.name.fr ?? o.name.en ?? '', address: [o.address_street.fr, o.address_city.fr].filter(Boolean).join(', '), phone: o.phone_display },
      ]),
    ),
  };
}
