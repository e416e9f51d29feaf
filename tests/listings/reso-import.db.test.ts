import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertMunicipalities, listingsVisibleShare } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed, listFeeds, listRuns } from '@/lib/listings/sources/feeds';
import { runFeed, type RunOutcome } from '@/lib/listings/sources/runner';
import { getListingByUls, listingsPage } from '@/lib/listings/service';
import { defaultFilters } from '@/lib/listings/filters';
import { openTestDb } from '../helpers/db';
import { ResoFixture, ResoServer, type Raw, resoFeedInput } from '../helpers/reso-server';

/**
 * The importer against a local RESO Web API of 5,000 Data Dictionary listings with their
 * photos, one fault at a time; after each scenario our rows equal the feed, field by field.
 */

const PORT = 3750;
// Photos are not downloaded here (the feed's URLs are shown): their copy is tested in feed-photos.db.test.ts.
const TUNING = { timeoutMs: 1500, backoffMs: 20, maxRetries: 4, photos: { copy: false } };

// What the site shows for each Data Dictionary value, written from the Data Dictionary.
const STATUS: Record<string, string> = { Active: 'active', Pending: 'conditional', Closed: 'sold', Expired: 'expired', Withdrawn: 'withdrawn' };
const TYPE: Record<string, string> = {
  'Residential/Single Family Residence': 'maison', 'Residential/Condominium': 'condo', 'Residential/Townhouse': 'maison',
  'Residential/Cabin': 'chalet', 'Residential Income/Duplex': 'prop', 'Land/null': 'terrain', 'Farm/null': 'ferme',
  'Commercial Sale/null': 'comm', 'Residential Lease/Apartment': 'condo',
};
const SQFT: Record<string, number> = { 'Square Feet': 1, 'Square Meters': 10.7639104, Acres: 43560 };
const munByName = new Map(MUNICIPALITIES.map((m) => [m.name, m.code]));

interface Row {
  source_key: string; status: string; type: string; transaction: string; price: number; close_price: number | null;
  close_date: string | null; street: string; postal_code: string; mun_code: string; lat: number; lng: number;
  bedrooms: number | null; bathrooms: number | null; area: number | null; lot_area: number | null; year_built: number | null;
  photos: string[]; description: { fr: string; en: string }; broker: { name: string }; office: { name: string };
  source_data: { extra?: Raw; list_agent_key?: string };
}

function expected(photos: Map<string, Raw[]>, raw: Raw) {
  const area = (v: unknown, u: unknown) => (v == null ? null : Math.round(Number(v) * SQFT[String(u)]!));
  const pc = String(raw.PostalCode).replace(/\s/g, '');
  return {
    source_key: raw.ListingKey,
    status: STATUS[String(raw.StandardStatus)],
    type: TYPE[`${raw.PropertyType}/${raw.PropertySubType}`],
    transaction: raw.PropertyType === 'Residential Lease' ? 'rent' : 'sale',
    price: raw.ListPrice,
    close_price: raw.ClosePrice ?? null,
    close_date: raw.CloseDate ?? null,
    street: `${raw.StreetNumber}, ${raw.StreetSuffix} ${raw.StreetName}${raw.UnitNumber ? `, app. ${raw.UnitNumber}` : ''}`,
    postal_code: `${pc.slice(0, 3)} ${pc.slice(3)}`,
    mun_code: munByName.get(String(raw.City)),
    lat: raw.Latitude,
    lng: raw.Longitude,
    bedrooms: raw.BedroomsTotal ?? null,
    bathrooms: raw.BathroomsTotalInteger ?? null,
    area: area(raw.LivingArea, raw.LivingAreaUnits),
    lot_area: area(raw.LotSizeArea, raw.LotSizeUnits),
    year_built: raw.YearBuilt ?? null,
    photos: (photos.get(String(raw.ListingKey)) ?? []).map((m) => m.MediaURL),
    description: { fr: raw.FrenchPublicRemarks, en: raw.PublicRemarks },
    broker: raw.ListAgentFullName,
    office: raw.ListOfficeName,
  };
}

/** JSON with object keys sorted (jsonb keeps its own key order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v));

async function ourRows(db: Database, feedId: number): Promise<Map<string, Row>> {
  const rows = await db.query<Row>(
    `select l.source_key, l.status, l.type, l.transaction, l.price, l.close_price, to_char(l.close_date, 'YYYY-MM-DD') as close_date,
            l.street, l.postal_code, l.mun_code, l.lat, l.lng, l.bedrooms, l.bathrooms, l.area, l.lot_area, l.year_built, l.photos,
            d.description, d.broker, d.office, d.source_data
       from listings l join listing_details d on d.uls = l.uls where l.feed_id = $1`,
    [feedId],
  );
  return new Map(rows.map((r) => [r.source_key, r]));
}

async function expectRowsEqualFeed(db: Database, feedId: number, fixture: ResoFixture): Promise<void> {
  const ours = await ourRows(db, feedId);
  expect(ours.size).toBe(fixture.properties.size);
  const mismatches: string[] = [];
  const photos = fixture.photosByListing();
  for (const raw of fixture.properties.values()) {
    const row = ours.get(String(raw.ListingKey));
    if (!row) {
      mismatches.push(`${raw.ListingKey}: missing`);
      continue;
    }
    const want = expected(photos, raw);
    const got = {
      ...row,
      bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
      broker: row.broker.name,
      office: row.office.name,
    };
    for (const [field, value] of Object.entries(want)) {
      if (canonical(got[field as keyof typeof got]) !== canonical(value)) {
        mismatches.push(`${raw.ListingKey}.${field}: ${canonical(got[field as keyof typeof got])} != ${canonical(value)}`);
      }
    }
    if (mismatches.length > 20) break;
  }
  expect(mismatches).toEqual([]);
}

describe('RESO Web API feed', () => {
  let db: Database;
  let fixture: ResoFixture;
  let server: ResoServer;
  let feedId: number;
  let clock = Date.UTC(2026, 4, 1);
  const now = () => new Date(clock);
  let invalidated: number[] = [];
  const run = (signal?: AbortSignal): Promise<RunOutcome> =>
    runFeed(db, feedId, { trigger: 'cli', tuning: TUNING, now, signal, invalidate: (uls) => (invalidated = uls) });
  const ulsOf = async (key: string) =>
    Number((await db.query<{ uls: number }>('select uls from listings where feed_id = $1 and source_key = $2', [feedId, key]))[0]?.uls);

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('s1', 'key-s1', 'Site 1')");
    fixture = new ResoFixture({ count: 5000 });
    server = new ResoServer(fixture, { port: PORT });
    await server.start();
    feedId = await createFeed(db, 's1', {
      kind: 'reso',
      name: 'Test feed',
      url: `${server.url}/odata`,
      token_url: `${server.url}/token`,
      client_id: 'test-client',
      client_secret: 'test-secret',
      page_size: 500,
      deletions_interval_minutes: 60,
      attribution: { fr: { text: 'Source : flux de test' }, en: { text: 'Source: test feed' } },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('loads the whole feed on its first run, photos in the feed order', async () => {
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { added: 5000, updated: 0, removed: 0 } });
    await expectRowsEqualFeed(db, feedId, fixture);
    // Vacuumed after the run: search keeps its index-only scans (0 % when it ran under the lock).
    expect(await listingsVisibleShare(db)).toBeGreaterThan(0.5);
    // Cards show the feed's first photo first (Order), not the first by key.
    const photos = await db.query<{ photos: string[] }>("select photos from listings where feed_id = $1 and source_key = 'L100003'", [feedId]);
    expect(photos[0]?.photos[0]).toBe('https://photos.example.test/L100003/3.jpg');
    // The feed's attribution goes with its listings' pages.
    const active = [...fixture.properties.values()].find((p) => p.StandardStatus === 'Active')!;
    const page = await getListingByUls(db, await ulsOf(String(active.ListingKey)));
    expect(page?.attribution).toEqual({ fr: { text: 'Source : flux de test' }, en: { text: 'Source: test feed' } });
    const card = (await listingsPage(db, { ...defaultFilters(), mun: [page!.municipality.code] }, { locale: 'en', limit: 100 })).propertiesListing.find((l) => l.uls === page!.uls);
    expect(card?.attribution).toBe('Source: test feed');
  }, 120_000);

  it('a run with nothing new changes nothing', async () => {
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { added: 0, updated: 0, removed: 0, photos: 0 } });
    expect(invalidated).toEqual([]);
  });

  it('a price change updates that listing only, and expires its pages', async () => {
    fixture.update('L100010', { ListPrice: 123_000 });
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { added: 0, updated: 1 } });
    expect(invalidated).toEqual([await ulsOf('L100010')]);
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('honours 429 with Retry-After', async () => {
    fixture.update('L100011', { ListPrice: 456_000 });
    server.faults.push({ kind: '429', retryAfter: 1 });
    const started = Date.now();
    const outcome = await run();
    expect(outcome.status).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('retries a 500 in the middle of a run', async () => {
    for (let i = 0; i < 1200; i++) fixture.update(`L${100000 + i * 4}`, { ListPrice: 200_000 + i });
    server.faultAfter = 3; // the media page, the open-house page, then the first page of listings, then a 500
    server.faults.push({ kind: '500' });
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { updated: 1200 } });
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('retries a request that times out', async () => {
    fixture.update('L100012', { BedroomsTotal: 9 });
    server.faults.push({ kind: 'hang' });
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { updated: 1 } });
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('renews an expired token once and goes on', async () => {
    fixture.update('L100013', { ListPrice: 333_000 });
    const tokensBefore = server.tokenRequests;
    server.expireTokens();
    const outcome = await run();
    expect(outcome.status).toBe('ok');
    expect(server.tokenRequests).toBe(tokensBefore + 1);
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('resumes where a killed run stopped', async () => {
    for (let i = 0; i < 2000; i++) fixture.update(`L${100001 + i * 2}`, { ListPrice: 300_000 + i });
    const controller = new AbortController();
    // Kill the run once two pages of listings are asked for (after the media and open-house pages).
    const requestsBefore = server.dataRequests;
    const timer = setInterval(() => {
      if (server.dataRequests >= requestsBefore + 4) controller.abort(new Error('SIGTERM'));
    }, 5);
    const first = await run(controller.signal);
    clearInterval(timer);
    expect(first.status).toBe('stopped');
    const done = first.status === 'stopped' ? first.stats.updated : 0;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(2000);
    const second = await run();
    // The second run starts at the page after the last one written, not from the beginning.
    expect(second).toMatchObject({ status: 'ok' });
    expect(second.status === 'ok' && second.stats.updated).toBe(2000 - done);
    await expectRowsEqualFeed(db, feedId, fixture);
    const runs = await listRuns(db, feedId, 2);
    expect(runs.map((r) => r.state)).toEqual(['ok', 'stopped']);
  });

  it('a photo change alone reaches the listing', async () => {
    const [first] = fixture.mediaOf('L100020');
    fixture.updateMedia(String(first!.MediaKey), { MediaURL: 'https://photos.example.test/L100020/new.jpg' });
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', stats: { updated: 0, photos: 1 } });
    expect(invalidated).toEqual([await ulsOf('L100020')]);
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('keeps fields and values it does not know, raw, and says so', async () => {
    fixture.update('L100030', { SuperPoolDepth: 12, StandardStatus: 'Active' });
    fixture.update('L100031', { PropertyType: 'Spaceport', PropertySubType: null });
    const outcome = await run();
    expect(outcome.status).toBe('ok');
    if (outcome.status !== 'ok') return;
    expect(outcome.stats.warning_messages.join('\n')).toContain('SuperPoolDepth');
    expect(outcome.stats.warning_messages.join('\n')).toContain('Spaceport');
    const rows = await db.query<{ source_data: { extra?: Raw; raw?: Raw } }>(
      "select d.source_data from listings l join listing_details d on d.uls = l.uls where l.feed_id = $1 and l.source_key in ('L100030', 'L100031') order by l.source_key",
      [feedId],
    );
    expect(rows[0]?.source_data.extra).toEqual({ SuperPoolDepth: 12 });
    expect(rows[1]?.source_data.raw).toMatchObject({ PropertyType: 'Spaceport' });
    fixture.update('L100031', { PropertyType: 'Residential', PropertySubType: 'Single Family Residence' });
    fixture.update('L100030', { SuperPoolDepth: undefined });
    delete fixture.properties.get('L100030')!.SuperPoolDepth;
    await run();
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('removes listings that left the feed on the slower schedule', async () => {
    fixture.remove('L100040');
    fixture.remove('L104999');
    const soon = await run();
    // Not yet due: the key lists are compared once per deletions interval.
    expect(soon).toMatchObject({ status: 'ok', stats: { removed: 0 } });
    clock += 61 * 60_000;
    const gone = await ulsOf('L100040');
    const due = await run();
    expect(invalidated).toContain(gone);
    expect(due).toMatchObject({ status: 'ok', stats: { removed: 2 } });
    await expectRowsEqualFeed(db, feedId, fixture);
  });

  it('never runs one feed twice at once', async () => {
    const [a, b] = await Promise.all([run(), run()]);
    expect([a.status, b.status].sort()).toEqual(['locked', 'ok']);
  });

  it('never shows the secret back', async () => {
    const feeds = await listFeeds(db, 's1');
    expect(feeds[0]).toMatchObject({ has_secret: true, client_id: 'test-client' });
    expect(JSON.stringify(feeds)).not.toContain('test-secret');
    const stored = await db.query<{ client_secret_enc: string }>('select client_secret_enc from feeds');
    expect(stored[0]?.client_secret_enc).not.toContain('test-secret');
  });
});

describe('RESO Web API feed paged by @odata.nextLink', () => {
  let db: Database;
  let server: ResoServer;

  beforeAll(async () => {
    db = await openTestDb();
    await insertMunicipalities(db, MUNICIPALITIES);
    await db.query("insert into sites (id, key, name) values ('s2', 'key-s2', 'Site 2')");
    // The server sends at most 300 records a page whatever $top asks, with a next link.
    server = new ResoServer(new ResoFixture({ count: 1300, seed: 11 }), { port: PORT + 1, nextLink: true, maxTop: 300 });
    await server.start();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('follows the next links to the end, then resumes from its checkpoint', async () => {
    const feedId = await createFeed(db, 's2', resoFeedInput('Paged', server.url, 500));
    const outcome = await runFeed(db, feedId, { tuning: TUNING, invalidate: () => undefined });
    expect(outcome).toMatchObject({ status: 'ok', stats: { added: 1300 } });
    expect(server.log.some((line) => line.includes('%24skip=300'))).toBe(true);
    await expectRowsEqualFeed(db, feedId, server.fixture);
    server.fixture.update('L100005', { ListPrice: 999_000 });
    const again = await runFeed(db, feedId, { tuning: TUNING, invalidate: () => undefined });
    expect(again).toMatchObject({ status: 'ok', stats: { added: 0, updated: 1 } });
    await expectRowsEqualFeed(db, feedId, server.fixture);
  }, 120_000);
});
