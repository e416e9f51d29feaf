import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from './fixtures';

// The handlers reach the database through getDb(): point it at this file's test database.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { GET: properties } = await import('@/app/api/swc/[micrositeId]/properties/route');
const { GET: tooltip } = await import('@/app/api/swc/[micrositeId]/property/[uls]/tooltip/route');
const { GET: searchFilters } = await import('@/app/api/swc/[micrositeId]/search-filters/route');
const { GET: municipalities } = await import('@/app/api/swc/municipalities/route');

const MICROSITE = 'julie-tremblay';
const KEY = 'test-site-key';
let db: Database;
let activeUls: number;
let soldUls: number[];

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  const rows = await seedFixtureListings(db, 300);
  activeUls = rows.find((r) => r.status === 'active')!.uls;
  // The sold map shows the sales whose advertising the parties authorised (rule sold_authorisation).
  soldUls = rows.filter((r) => r.status === 'sold' && r.sale_ad_authorised).map((r) => r.uls);
  await db.query(`insert into sites (id, key, name, microsite_id) values ('s1', $1, 'Julie', $2), ('s2', 'other-key', 'Autre', 'autre')`, [KEY, MICROSITE]);
});
afterAll(() => db.close());

function get(path: string, headers: Record<string, string> = { 'x-site-key': KEY }) {
  return new NextRequest(`http://localhost${path}`, { headers });
}
const ctx = (micrositeId = MICROSITE) => ({ params: Promise.resolve({ micrositeId }) });

async function json(response: Response) {
  return (await response.json()) as { status: string; data: Record<string, unknown>; param?: string; message?: string };
}

describe('GET /api/swc/{microsite_id}/properties', () => {
  it('answers format=count with data.total', async () => {
    const response = await properties(get(`/api/swc/${MICROSITE}/properties?format=count&mun=66023`), ctx());
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.status).toBe('success');
    expect(body.data.total).toBeGreaterThan(0);
  });

  it('answers format=map with markers and the first listings', async () => {
    const response = await properties(get(`/api/swc/${MICROSITE}/properties?format=map&listingLimit=5&order_by=price_asc`), ctx());
    const { data } = await json(response);
    const markers = data.propertiesMap as { block_params: { hover_id: string; coords: { lat: number } } }[];
    const listing = data.propertiesListing as { price: number }[];
    expect(markers.length).toBe(data.total);
    expect(markers[0]?.block_params.coords.lat).toBeTypeOf('number');
    expect(listing).toHaveLength(5);
    expect(listing.map((l) => l.price)).toEqual([...listing.map((l) => l.price)].sort((a, b) => a - b));
  });

  it('pages the listing with English urls when Content-Language is en', async () => {
    const response = await properties(
      get(`/api/swc/${MICROSITE}/properties?page=2&limit=10`, { 'x-site-key': KEY, 'content-language': 'en-CA' }),
      ctx(),
    );
    const { data } = await json(response);
    expect(data.page).toBe(2);
    const items = data.propertiesListing as { url: string }[];
    expect(items).toHaveLength(10);
    expect(items[0]?.url).toMatch(/^\/en\/properties\//);
  });

  it.each([
    ['price_min=cheap', 'price_min'],
    ['price_min=9&price_max=1', 'price_min'],
    ['SouthWest_lat=99&SouthWest_lng=-73&NorthEast_lat=46&NorthEast_lng=-72', 'SouthWest_lat'],
    ['type=igloo', 'type'],
    ['order_by=random', 'order_by'],
    ['page=0', 'page'],
    ['limit=500', 'limit'],
    ['format=xml', 'format'],
    ['format=map&listingLimit=0', 'listingLimit'],
    ['bedrooms=lots', 'bedrooms'],
    // Above the integer price column: a 400, never the database's 503.
    ['price_min=2147483648', 'price_min'],
    ['format=count&price_max=9999999999', 'price_max'],
    ['format=map&status=withdrawn', 'status'],
  ])('answers 400 naming the parameter for %s', async (query, param) => {
    const response = await properties(get(`/api/swc/${MICROSITE}/properties?${query}`), ctx());
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.param).toBe(param);
    expect(body.message).toContain(param);
  });

  it('answers the largest accepted price with the listings at or under it', async () => {
    const response = await properties(get(`/api/swc/${MICROSITE}/properties?format=count&price_max=2147483647`), ctx());
    expect(response.status).toBe(200);
    const all = await json(await properties(get(`/api/swc/${MICROSITE}/properties?format=count`), ctx()));
    expect((await json(response)).data.total).toBe(all.data.total);
  });

  it('answers status=sold with the map of sold listings only', async () => {
    const response = await properties(get(`/api/swc/${MICROSITE}/properties?format=map&status=sold&listingLimit=3`), ctx());
    expect(response.status).toBe(200);
    const { data } = await json(response);
    const markers = data.propertiesMap as { block_params: { hover_id: string } }[];
    const listing = data.propertiesListing as { uls: number; badge: string | null }[];
    expect(data.total).toBe(soldUls.length);
    expect(data.truncated).toBe(false);
    expect(markers.map((m) => Number(m.block_params.hover_id)).sort()).toEqual([...soldUls].sort());
    expect(listing.length).toBe(Math.min(3, soldUls.length));
    for (const item of listing) expect(item.badge).toBe('sold');
    const count = await json(await properties(get(`/api/swc/${MICROSITE}/properties?format=count&status=sold`), ctx()));
    expect(count.data.total).toBe(soldUls.length);
  });

  it('answers 401 for a missing key, a wrong key, or the key of another microsite', async () => {
    for (const headers of [{}, { 'x-site-key': 'nope' }, { 'x-site-key': 'other-key' }] as Record<string, string>[]) {
      const response = await properties(get(`/api/swc/${MICROSITE}/properties?format=count`, headers), ctx());
      expect(response.status).toBe(401);
    }
    const unknown = await properties(get('/api/swc/inconnu/properties?format=count'), ctx('inconnu'));
    expect(unknown.status).toBe(401);
  });
});

describe('GET /api/swc/{microsite_id}/property/{uls}/tooltip', () => {
  const tctx = (uls: string, micrositeId = MICROSITE) => ({ params: Promise.resolve({ micrositeId, uls }) });

  it('answers the tooltip in data.data', async () => {
    const response = await tooltip(get(`/api/swc/${MICROSITE}/property/${activeUls}/tooltip`), tctx(String(activeUls)));
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.uls).toBe(activeUls);
    expect(Object.keys(data).sort()).toEqual(['address', 'broker_mentions', 'carousel_images', 'price', 'specs', 'type', 'uls', 'url']);
  });

  it('answers the tooltip of a sold listing too (the sold-properties map opens it)', async () => {
    const response = await tooltip(get(`/x`), tctx(String(soldUls[0])));
    expect(response.status).toBe(200);
    expect((await json(response)).data.uls).toBe(soldUls[0]);
  });

  it('answers 404 for an unknown listing, 400 for a malformed number, 401 for a wrong key', async () => {
    expect((await tooltip(get('/x'), tctx('12345678'))).status).toBe(404);
    expect((await tooltip(get('/x'), tctx('abc'))).status).toBe(400);
    expect((await tooltip(get('/x', { 'x-site-key': 'bad' }), tctx(String(activeUls)))).status).toBe(401);
  });
});

describe('GET /api/swc/municipalities and search-filters', () => {
  it('lists municipalities without a site key', async () => {
    const response = await municipalities(get('/api/swc/municipalities', {}));
    const { data } = await json(response);
    const list = data.municipalities as { MUN_CODE: string; DESCRIPTION: string }[];
    expect(list.find((m) => m.MUN_CODE === '23027')?.DESCRIPTION).toBe('Québec');
  });

  it('gives search filters in the request language, behind the site key', async () => {
    const response = await searchFilters(get(`/api/swc/${MICROSITE}/search-filters`, { 'x-site-key': KEY, 'content-language': 'en' }), ctx());
    const { data } = await json(response);
    const types = data.property_types as { code: string; label: string }[];
    expect(types.find((t) => t.code === 'maison')?.label).toBe('Single-family homes');
    expect((data.municipalities as unknown[]).length).toBeGreaterThan(0);
    expect((await searchFilters(get('/x', {}), ctx())).status).toBe(401);
  });
});
