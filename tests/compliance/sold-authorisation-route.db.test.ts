import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { getSaleAuthorisation } from '@/lib/listings/sale-authorisation';
import { getListingByUls } from '@/lib/listings/service';
import { openTestDb } from '../helpers/db';
import { brokerRequest, openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * Recording a sale's authorisation (rule sold_authorisation) through
 * PUT /api/editor/listings/{uls}/sale-authorisation: a broker for their own sold listing (then
 * it is public), not for another broker's (403, nothing recorded); an editor for any of the
 * site's; a price without the sale is a 400 naming the field; a number that is no listing of
 * the site is a 404.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST } = await import('@/app/api/editor/listings/route');
const { PUT } = await import('@/app/api/editor/listings/[uls]/sale-authorisation/route');

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'];
const sold = { julie: 0, marc: 0 };

const soldListing = (brokerId: number) => ({
  transaction: 'sale', type: 'maison', status: 'sold', price: 410_000, close_price: 402_000, close_date: '2026-10-01', street: '12, rue des Érables', mun_code: '65005',
  postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, description: { fr: 'Maison', en: 'House' }, broker_ids: [brokerId], contract_start: '2026-03-01', contract_end: '2026-12-31',
});
const authorise = (token: string, uls: number, body: unknown) =>
  PUT(brokerRequest(`/api/editor/listings/${uls}/sale-authorisation`, 'PUT', token, body), { params: Promise.resolve({ uls: String(uls) }) });
const yes = { advertise: true, disclose_price: false, authorised_on: '2026-10-02' };

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ members, tokens } = await openBrokerSite(db));
  for (const name of ['julie', 'marc'] as const) {
    const response = await POST(brokerRequest('/api/editor/listings', 'POST', tokens.editor, soldListing(members[name])), { params: Promise.resolve({}) });
    sold[name] = ((await response.json()) as { uls: number }).uls;
  }
});
afterAll(() => db?.close());

describe('recording a sale’s authorisation', () => {
  it('a broker records it for their own sold listing, which then shows as sold without its price', async () => {
    expect(await getListingByUls(db, sold.julie)).toBeNull();
    const response = await authorise(tokens.julie, sold.julie, yes);
    expect(response.status).toBe(200);
    expect(await getListingByUls(db, sold.julie)).toMatchObject({ status: 'sold', price: null });
    expect(await getSaleAuthorisation(db, 'broker', sold.julie)).toEqual({ ...yes, recorded_by: 'julie@courtier.ca' });
  });

  it('a broker cannot record it for another broker’s listing (403, nothing recorded); an editor can', async () => {
    expect((await authorise(tokens.julie, sold.marc, yes)).status).toBe(403);
    expect(await getSaleAuthorisation(db, 'broker', sold.marc)).toMatchObject({ advertise: false, authorised_on: null });
    expect((await authorise(tokens.editor, sold.marc, { ...yes, disclose_price: true })).status).toBe(200);
    expect(await getListingByUls(db, sold.marc)).toMatchObject({ status: 'sold', price: 410_000 });
  });

  it('refuses a price disclosed without the sale (400, naming the field) and a number that is no listing of the site (404)', async () => {
    const bad = await authorise(tokens.editor, sold.julie, { advertise: false, disclose_price: true, authorised_on: '2026-10-02' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('disclose_price');
    expect((await authorise(tokens.editor, 99_999_999, yes)).status).toBe(404);
    expect((await authorise(tokens.julie, 99_999_999, yes)).status).toBe(404);
  });
});
