import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { soldDisplay } from '@/lib/compliance/sold-authorisation';
import type { Database } from '@/lib/db/types';
import type { ListingRow } from '@/lib/listings/generator';
import { getSaleAuthorisation, recordSaleAuthorisation, saleAuthorisationBody } from '@/lib/listings/sale-authorisation';
import { getListingByUls } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from '../listings/fixtures';

/**
 * Rule sold_authorisation through the API the sold-properties map calls
 * (/api/swc/{microsite}/properties?status=sold): a sold listing whose sale the parties did not
 * authorise advertising, or with nothing recorded (a feed's), is neither counted nor mapped
 * nor listed nor has a public page; one authorised without its price shows « Vendu » with no
 * price; recording the authorisation brings it back.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
const { GET: properties } = await import('@/app/api/swc/[micrositeId]/properties/route');
const { GET: tooltip } = await import('@/app/api/swc/[micrositeId]/property/[uls]/tooltip/route');

const KEY = 'sold-key';
let db: Database;
let withPrice: ListingRow, withoutPrice: ListingRow, refused: ListingRow, unrecorded: ListingRow;
let editorId: number;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  const sold = (await seedFixtureListings(db, 400)).filter((r) => r.status === 'sold');
  [withPrice, withoutPrice, refused, unrecorded] = sold as [ListingRow, ListingRow, ListingRow, ListingRow];
  await db.query("insert into sites (id, key, name, microsite_id) values ('s1', $1, 'Julie', 'julie')", [KEY]);
  const set = (row: ListingRow, ad: boolean, price: boolean, on: string | null) =>
    db.query('update listings set sale_ad_authorised = $2, sale_price_authorised = $3, sale_authorised_on = $4 where uls = $1', [row.uls, ad, price, on]);
  await db.query("update listings set sale_ad_authorised = true, sale_price_authorised = true, sale_authorised_on = '2026-01-10' where status = 'sold'");
  await set(withoutPrice, true, false, '2026-01-10');
  await set(refused, false, false, '2026-01-10');
  await set(unrecorded, false, false, null);
  // A feed's sold listing, for the record below: its feed belongs to the site.
  const [feed] = await db.query<{ id: number }>("insert into feeds (site_id, name, kind) values ('s1', 'Centris', 'reso') returning id");
  await db.query("update listings set source = 'reso', feed_id = $2, source_key = 'K-unrecorded' where uls = $1", [unrecorded.uls, feed!.id]);
  const [editor] = await db.query<{ id: number }>("insert into editors (email, name, password_hash) values ('ed@example.com', 'Ed', 'x') returning id");
  editorId = Number(editor!.id);
});
afterAll(() => db?.close());

const get = (path: string) => new NextRequest(`http://localhost${path}`, { headers: { 'x-site-key': KEY } });
const ctx = { params: Promise.resolve({ micrositeId: 'julie' }) };

async function soldMap() {
  const response = await properties(get("/api/swc/julie/properties?format=map&status=sold&listingLimit=100"), ctx);
  const body = (await response.json()) as {
    data: { total: number; propertiesMap: { block_params: { hover_id: string } }[]; propertiesListing: { uls: number; price: number | null }[] };
  };
  if (!body.data) throw new Error(JSON.stringify(body));
  return {
    total: body.data.total,
    markers: body.data.propertiesMap.map((m) => Number(m.block_params.hover_id)),
    cards: new Map(body.data.propertiesListing.map((c) => [c.uls, c.price])),
  };
}

describe('sold properties', () => {
  it('the display follows the authorisation: nothing, « Vendu » without the price, or with it', () => {
    expect(soldDisplay(null)).toBe('hidden');
    expect(soldDisplay({ advertise: false, disclose_price: true })).toBe('hidden');
    expect(soldDisplay({ advertise: true, disclose_price: false })).toBe('sold_without_price');
    expect(soldDisplay({ advertise: true, disclose_price: true })).toBe('sold_with_price');
    // A price disclosed without the sale advertised is no authorisation the form accepts.
    expect(saleAuthorisationBody.safeParse({ advertise: false, disclose_price: true, authorised_on: '2026-02-01' }).error?.issues[0]?.path).toEqual(['disclose_price']);
  });

  it('the sold map leaves out a sale not authorised and one with nothing recorded, and hides a price not authorised', async () => {
    const map = await soldMap();
    for (const row of [refused, unrecorded]) {
      expect(map.markers).not.toContain(row.uls);
      expect(map.cards.has(row.uls)).toBe(false);
      expect(await getListingByUls(db, row.uls)).toBeNull();
      expect((await tooltip(get(`/api/swc/julie/property/${row.uls}/tooltip`), { params: Promise.resolve({ micrositeId: 'julie', uls: String(row.uls) }) })).status).toBe(404);
    }
    expect(map.markers).toEqual(expect.arrayContaining([withPrice.uls, withoutPrice.uls]));
    expect(map.cards.get(withPrice.uls)).toBe(withPrice.price);
    expect(map.cards.get(withoutPrice.uls)).toBeNull();
    expect((await getListingByUls(db, withoutPrice.uls))?.price).toBeNull();
    expect((await getListingByUls(db, withPrice.uls))?.price).toBe(withPrice.price);
  });

  it('recording the authorisation of a feed listing puts it on the map, with its price only when disclosed', async () => {
    expect(await getSaleAuthorisation(db, 's1', unrecorded.uls)).toMatchObject({ advertise: false, authorised_on: null });
    expect(await recordSaleAuthorisation(db, 'other-site', unrecorded.uls, { advertise: true, disclose_price: true, authorised_on: '2026-02-01' }, editorId)).toBe(false);
    expect(await recordSaleAuthorisation(db, 's1', unrecorded.uls, { advertise: true, disclose_price: false, authorised_on: '2026-02-01' }, editorId)).toBe(true);
    let map = await soldMap();
    expect(map.markers).toContain(unrecorded.uls);
    expect(map.cards.get(unrecorded.uls)).toBeNull();
    await recordSaleAuthorisation(db, 's1', unrecorded.uls, { advertise: true, disclose_price: true, authorised_on: '2026-02-01' }, editorId);
    map = await soldMap();
    expect(map.cards.get(unrecorded.uls)).toBe(unrecorded.price);
    expect(await getSaleAuthorisation(db, 's1', unrecorded.uls)).toEqual({ advertise: true, disclose_price: true, authorised_on: '2026-02-01', recorded_by: 'ed@example.com' });
  });
});
